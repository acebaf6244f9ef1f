-- Every school again in the delta pull: a device's copy made before the school year existed has no
-- academic_year, and a school's copy is otherwise only sent again when the school changes.
UPDATE "schools" SET "seq" = nextval('sync_seq');
