CREATE TABLE "school_tallies" (
	"school_id" text PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"teachers" integer DEFAULT 0 NOT NULL,
	"classes" integer DEFAULT 0 NOT NULL,
	"subjects" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Adds `delta` to one school's count of the table `tallied` (students, teachers, classes or subjects).
CREATE FUNCTION "school_tally_add"(tallied text, school text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO school_tallies AS t (school_id, students, teachers, classes, subjects)
  VALUES (school,
    CASE WHEN tallied = 'students' THEN delta ELSE 0 END,
    CASE WHEN tallied = 'teachers' THEN delta ELSE 0 END,
    CASE WHEN tallied = 'classes' THEN delta ELSE 0 END,
    CASE WHEN tallied = 'subjects' THEN delta ELSE 0 END)
  ON CONFLICT (school_id) DO UPDATE SET
    students = t.students + excluded.students,
    teachers = t.teachers + excluded.teachers,
    classes = t.classes + excluded.classes,
    subjects = t.subjects + excluded.subjects
$$;--> statement-breakpoint
-- A live row (deleted_at null) counts toward its school: one that arrives, leaves, moves school, is
-- deleted or restored changes the counts.
CREATE FUNCTION "school_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.deleted_at IS NULL THEN PERFORM school_tally_add(TG_TABLE_NAME, OLD.school_id, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.deleted_at IS NULL THEN PERFORM school_tally_add(TG_TABLE_NAME, NEW.school_id, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_tally" AFTER INSERT OR DELETE ON "students" FOR EACH ROW EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "students_tally_moves" AFTER UPDATE OF school_id, deleted_at ON "students" FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "teachers_tally" AFTER INSERT OR DELETE ON "teachers" FOR EACH ROW EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "teachers_tally_moves" AFTER UPDATE OF school_id, deleted_at ON "teachers" FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "classes_tally" AFTER INSERT OR DELETE ON "classes" FOR EACH ROW EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "classes_tally_moves" AFTER UPDATE OF school_id, deleted_at ON "classes" FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "subjects_tally" AFTER INSERT OR DELETE ON "subjects" FOR EACH ROW EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
CREATE TRIGGER "subjects_tally_moves" AFTER UPDATE OF school_id, deleted_at ON "subjects" FOR EACH ROW WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION school_tally_change();--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO school_tallies (school_id, students, teachers, classes, subjects)
SELECT school_id, sum(students)::int, sum(teachers)::int, sum(classes)::int, sum(subjects)::int FROM (
  SELECT school_id, count(*) AS students, 0 AS teachers, 0 AS classes, 0 AS subjects FROM students WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, count(*), 0, 0 FROM teachers WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, count(*), 0 FROM classes WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, 0, count(*) FROM subjects WHERE deleted_at IS NULL GROUP BY school_id
) AS live GROUP BY school_id;
