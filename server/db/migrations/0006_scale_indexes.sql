DROP INDEX "students_school_idx";--> statement-breakpoint
DROP INDEX "teachers_school_idx";--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("school_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id","student_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "students_school_seq_idx" ON "students" USING btree ("school_id","seq");--> statement-breakpoint
CREATE INDEX "teachers_school_seq_idx" ON "teachers" USING btree ("school_id","seq");