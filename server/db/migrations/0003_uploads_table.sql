ALTER TABLE "uploads" DROP COLUMN "offset";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "complete";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "storage_path";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "metadata";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "status" text DEFAULT 'uploading' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_status_created_idx" ON "uploads" USING btree ("status","created_at");