CREATE TABLE "new_year_changes" (
	"school_id" text NOT NULL,
	"year" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	CONSTRAINT "new_year_changes_school_id_year_kind_record_id_pk" PRIMARY KEY("school_id","year","kind","record_id")
);
--> statement-breakpoint
DROP INDEX "students_roll_key";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "academic_year" text DEFAULT ((extract(year from now() at time zone 'UTC' + interval '330 minutes' - interval '5 months')::int)::text || '-' || lpad(((extract(year from now() at time zone 'UTC' + interval '330 minutes' - interval '5 months')::int + 1) % 100)::text, 2, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "new_year_undo_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_year" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "class_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "students_roll_key" ON "students" USING btree ("class_id","roll_number") WHERE deleted_at is null and left_year is null;--> statement-breakpoint
-- A pupil who left (left_year set) no longer counts toward their school: the students' triggers count
-- live rows that have not left; the other tables keep school_tally_rows().
CREATE FUNCTION "school_tally_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM school_tally_add('students', school_id, count(*)::int)
      FROM added WHERE deleted_at IS NULL AND left_year IS NULL GROUP BY school_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM school_tally_add('students', school_id, -count(*)::int)
      FROM removed WHERE deleted_at IS NULL AND left_year IS NULL GROUP BY school_id;
  ELSE
    PERFORM school_tally_add('students', school_id, delta::int) FROM (
      SELECT school_id, sum(delta) AS delta FROM (
        SELECT school_id, 1 AS delta FROM added WHERE deleted_at IS NULL AND left_year IS NULL
        UNION ALL SELECT school_id, -1 FROM removed WHERE deleted_at IS NULL AND left_year IS NULL
      ) AS changed GROUP BY school_id
    ) AS moved WHERE delta <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "students_tally_insert" ON "students";--> statement-breakpoint
DROP TRIGGER "students_tally_update" ON "students";--> statement-breakpoint
DROP TRIGGER "students_tally_delete" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_tally_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION school_tally_students();--> statement-breakpoint
CREATE TRIGGER "students_tally_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION school_tally_students();--> statement-breakpoint
CREATE TRIGGER "students_tally_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION school_tally_students();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "school_tallies_recount"() RETURNS void LANGUAGE sql AS $$
DELETE FROM school_tallies;
INSERT INTO school_tallies (school_id, students, teachers, classes, subjects)
SELECT school_id, sum(students)::int, sum(teachers)::int, sum(classes)::int, sum(subjects)::int FROM (
  SELECT school_id, count(*) AS students, 0 AS teachers, 0 AS classes, 0 AS subjects FROM students WHERE deleted_at IS NULL AND left_year IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, count(*), 0, 0 FROM teachers WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, count(*), 0 FROM classes WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, 0, count(*) FROM subjects WHERE deleted_at IS NULL GROUP BY school_id
) AS live GROUP BY school_id;
$$;
