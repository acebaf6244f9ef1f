CREATE SEQUENCE "public"."sync_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"description" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"budget" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"user_id" text NOT NULL,
	"ad_type" text NOT NULL,
	"media_type" text NOT NULL,
	"ad_content" text
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"subject" text NOT NULL,
	"grade" integer NOT NULL,
	"isbn" text NOT NULL,
	"copies" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"school_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"class_name" text NOT NULL,
	"grade" integer NOT NULL,
	"section" text NOT NULL,
	"school_id" text NOT NULL,
	"class_teacher_id" text,
	"schedule" text,
	"subject_count" integer DEFAULT 6 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"content_type" text NOT NULL,
	"class_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"chapter_number" integer DEFAULT 1 NOT NULL,
	"chapter_title" text NOT NULL,
	"chapter_subtitle" text,
	"video_link" text,
	"asset_link" text,
	"pdf_link" text,
	"audio_link" text,
	"theme" text,
	"scene_id" text,
	"scene_name" text,
	"is_experimental" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"engagement" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"device_name" text NOT NULL,
	"api_token" text NOT NULL,
	"school_id" text,
	"imei_number" text,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "master_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"class_name" text NOT NULL,
	"grade" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"subject_name" text NOT NULL,
	"subject_master_class_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"school_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"street" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"principal_name" text NOT NULL,
	"principal_email" text NOT NULL,
	"principal_contact" text NOT NULL,
	"owner_id" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"student_name" text NOT NULL,
	"email" text NOT NULL,
	"roll_number" text NOT NULL,
	"class_id" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"school_id" text NOT NULL,
	"profile_image" text
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"department" text NOT NULL,
	"grade" integer NOT NULL,
	"credits" integer DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"school_id" text NOT NULL,
	"class_id" text
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"teacher_id" text NOT NULL,
	"teacher_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"department" text,
	"school_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text,
	"size" bigint,
	"offset" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"storage_path" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT nextval('sync_seq') NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"website" text,
	"country" text,
	"address" text,
	"profile_image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"school_id" text,
	"password_hash" text
);
--> statement-breakpoint
CREATE INDEX "bookings_seq_idx" ON "bookings" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "books_seq_idx" ON "books" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "books_school_idx" ON "books" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "classes_seq_idx" ON "classes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "classes_school_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "contents_seq_idx" ON "contents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "contents_class_subject_idx" ON "contents" USING btree ("class_id","subject_id");--> statement-breakpoint
CREATE INDEX "devices_seq_idx" ON "devices" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "devices_school_idx" ON "devices" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "master_classes_seq_idx" ON "master_classes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "master_subjects_seq_idx" ON "master_subjects" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "master_subjects_class_idx" ON "master_subjects" USING btree ("subject_master_class_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "schools_seq_idx" ON "schools" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "schools_status_idx" ON "schools" USING btree ("status");--> statement-breakpoint
CREATE INDEX "students_seq_idx" ON "students" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_roll_key" ON "students" USING btree ("class_id","roll_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "subjects_seq_idx" ON "subjects" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "subjects_school_idx" ON "subjects" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teachers_seq_idx" ON "teachers" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "teachers_school_idx" ON "teachers" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_code_key" ON "teachers" USING btree ("school_id","teacher_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_seq_idx" ON "users" USING btree ("seq");