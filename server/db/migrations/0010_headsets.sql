CREATE TABLE "device_commands" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_id" text,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_out_at" timestamp with time zone,
	"result" text,
	"result_message" text,
	"acked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_lessons" (
	"device_id" text NOT NULL,
	"content_id" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"bytes_done" bigint,
	"error" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_lessons_device_id_content_id_pk" PRIMARY KEY("device_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"school_id" text,
	"content_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_s" integer NOT NULL,
	"completed" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "battery_percent" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "charging" boolean;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "free_storage_mb" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "os_version" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lessons_status" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lessons_installed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lessons_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lessons_tallied_for" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "seen_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "plays_device_started_idx" ON "plays" USING btree ("device_id","started_at");--> statement-breakpoint
CREATE INDEX "plays_started_idx" ON "plays" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "devices_token_hash_idx" ON "devices" USING btree (sha256(decode(replace("api_token", '\', '\\'), 'escape')));