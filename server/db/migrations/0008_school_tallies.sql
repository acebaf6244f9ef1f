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
-- A live row (deleted_at null) counts toward its school: rows that arrive, leave, move school, are
-- deleted or restored change the counts. Once per statement, from its transition tables, so that a
-- bulk insert (an import, seed:scale) adds one sum per school rather than one per row.
CREATE FUNCTION "school_tally_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM school_tally_add(TG_TABLE_NAME, school_id, count(*)::int)
      FROM added WHERE deleted_at IS NULL GROUP BY school_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM school_tally_add(TG_TABLE_NAME, school_id, -count(*)::int)
      FROM removed WHERE deleted_at IS NULL GROUP BY school_id;
  ELSE
    PERFORM school_tally_add(TG_TABLE_NAME, school_id, delta::int) FROM (
      SELECT school_id, sum(delta) AS delta FROM (
        SELECT school_id, 1 AS delta FROM added WHERE deleted_at IS NULL
        UNION ALL SELECT school_id, -1 FROM removed WHERE deleted_at IS NULL
      ) AS changed GROUP BY school_id
    ) AS moved WHERE delta <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE tallied text;
BEGIN
  FOREACH tallied IN ARRAY ARRAY['students', 'teachers', 'classes', 'subjects'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added '
      'FOR EACH STATEMENT EXECUTE FUNCTION school_tally_rows()', tallied || '_tally_insert', tallied);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS removed NEW TABLE AS added '
      'FOR EACH STATEMENT EXECUTE FUNCTION school_tally_rows()', tallied || '_tally_update', tallied);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed '
      'FOR EACH STATEMENT EXECUTE FUNCTION school_tally_rows()', tallied || '_tally_delete', tallied);
  END LOOP;
END
$$;--> statement-breakpoint
-- Counts every school again from its rows: here for the rows already there, and after a bulk load
-- made with the triggers off (seed:scale).
CREATE FUNCTION "school_tallies_recount"() RETURNS void LANGUAGE sql AS $$
DELETE FROM school_tallies;
INSERT INTO school_tallies (school_id, students, teachers, classes, subjects)
SELECT school_id, sum(students)::int, sum(teachers)::int, sum(classes)::int, sum(subjects)::int FROM (
  SELECT school_id, count(*) AS students, 0 AS teachers, 0 AS classes, 0 AS subjects FROM students WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, count(*), 0, 0 FROM teachers WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, count(*), 0 FROM classes WHERE deleted_at IS NULL GROUP BY school_id
  UNION ALL SELECT school_id, 0, 0, 0, count(*) FROM subjects WHERE deleted_at IS NULL GROUP BY school_id
) AS live GROUP BY school_id;
$$;--> statement-breakpoint
SELECT school_tallies_recount();
