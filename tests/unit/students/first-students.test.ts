import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { sortClasses } from '../../../src/domain/classes/class-order';
import { firstStudents } from '../../../src/features/students/first-students';
import { sortStudents, type StudentRecord } from '../../../src/features/students/student-record';
import { makeClass, makeStudent, SCHOOL_ID } from './fixtures';

const OTHER_SCHOOL = '0190a6e0-0000-7000-8000-00000000b002';

/** What the list shows first when it has read and sorted the whole school. */
async function fullSortFirst(count: number) {
  const classes = sortClasses(await db.classes.where('school_id').equals(SCHOOL_ID).toArray());
  const all = ((await db.students.where('school_id').equals(SCHOOL_ID).toArray()) as StudentRecord[]).filter(
    (pupil) => !pupil.left_year,
  );
  const sorted = sortStudents(all, new Map(classes.map((klass, index) => [klass._id, index])));
  return { rows: sorted.slice(0, count), total: all.length };
}

// Few distinct values, so that ties (same roll number, same name, same grade and section) are common.
const school = fc.record({
  classes: fc.array(
    fc.record({ grade: fc.integer({ min: 1, max: 4 }), section: fc.constantFrom('A', 'B', 'b', '') }),
    {
      maxLength: 6,
    },
  ),
  pupils: fc.array(
    fc.record({
      klass: fc.nat(8),
      roll: fc.constantFrom('1', '2', '10', '02', 'R1', 'r1', ''),
      name: fc.constantFrom('Asha', 'asha', 'Ravi', 'Zoya'),
      otherSchool: fc.boolean(),
      left: fc.constantFrom(null, null, '', '2025-26'),
    }),
    { maxLength: 60 },
  ),
  count: fc.integer({ min: 1, max: 25 }),
});

describe('the Students list\u2019s first page, read through the class index', () => {
  beforeEach(async () => {
    await db.classes.clear();
    await db.students.clear();
  });

  it('holds exactly the rows the whole school\u2019s sort puts first, and the school\u2019s count (pupils who left are in neither)', async () => {
    await fc.assert(
      fc.asyncProperty(school, async ({ classes: planned, pupils, count }) => {
        await db.classes.clear();
        await db.students.clear();
        const classes = planned.map(({ grade, section }) => makeClass(grade, section));
        const stray = makeClass(9, 'Z', { school_id: OTHER_SCHOOL });
        await db.entity('classes').bulkPut([...classes, stray]);
        // A pupil's class may be one of the school's, one of another school's, or gone.
        const students = pupils.map(({ klass, roll, name, otherSchool, left }) =>
          makeStudent(classes[klass] ?? (klass % 2 ? stray : { _id: `gone-${klass}` }), {
            roll_number: roll,
            student_name: name,
            left_year: left,
            ...(otherSchool ? { school_id: OTHER_SCHOOL } : {}),
          }),
        );
        await db.entity('students').bulkPut(students);
        const expected = await fullSortFirst(count);
        const first = await firstStudents(SCHOOL_ID, count);
        expect(first.total).toBe(expected.total);
        expect(first.rows.map((row) => row._id)).toEqual(expected.rows.map((row) => row._id));
      }),
      { numRuns: 150 },
    );
  });

  it('reads only the first classes of a big school, not its every pupil', async () => {
    const classes = [makeClass(2, 'A'), makeClass(1, 'B'), makeClass(1, 'A')];
    await db.entity('classes').bulkPut(classes);
    await db
      .entity('students')
      .bulkPut(classes.flatMap((klass) => Array.from({ length: 30 }, () => makeStudent(klass))));
    const read: string[] = [];
    const noteRead = (record: StudentRecord) => {
      read.push(record._id);
      return record;
    };
    db.students.hook('reading', noteRead);
    try {
      const first = await firstStudents(SCHOOL_ID, 20);
      expect(first.total).toBe(90);
      expect(first.rows.every((row) => row.class_id === classes[2]!._id)).toBe(true);
      expect(read).toHaveLength(30);
    } finally {
      db.students.hook('reading').unsubscribe(noteRead);
    }
  });
});
