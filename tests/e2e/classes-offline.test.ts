/**
 * A new school gets its first teacher, then a class led by that teacher, then a pupil in that class:
 * online, and the same again offline. Each change made offline waits for the one it needs (the class
 * for its teacher, the pupil for its class) and reaches the server exactly once when back online.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { CLASSES, type ClassRow } from './classes-helpers';
import { peopleScreen } from './people-helpers';
import { STUDENTS, TEACHERS, type StudentRow, type TeacherRow } from './people-kinds';
import { addSchool, adminToken, NEW_SCHOOL, serverSchools, syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const teachers = peopleScreen(e2e, TEACHERS);
const classes = peopleScreen(e2e, CLASSES);
const students = peopleScreen(e2e, STUDENTS);

/** The new school's records on the server. */
const onServer = async <Row>(url: string) => (await teachers.get<{ data: Row[] }>(url)).body.data;

/** A teacher, a class led by them, a pupil in that class, each through its screen. */
async function teacherClassPupil(schoolId: string, n: number, grade: number, section: string) {
  await teachers.open(schoolId);
  await teachers.add({
    'Teacher ID': `ZPCL0${n}`,
    'Teacher Name': n === 1 ? 'Meera Kale' : 'Ravi Shinde',
    Email: `class.teacher${n}@shala.demo`,
    'Phone Number': `982200010${n}`,
  });
  await classes.open(schoolId);
  await classes.add({
    Grade: { option: `Grade ${grade}` },
    Section: { option: section },
    Teacher: { option: n === 1 ? 'Meera Kale' : 'Ravi Shinde' },
    Schedule: 'Mon-Fri 10:00-15:30, Sat 07:30-11:00',
  });
  await students.open(schoolId);
  await students.add({
    'Student Name': n === 1 ? 'Asha Kale' : 'Vijay Shinde',
    Email: `class.pupil${n}@shala.demo`,
    'Roll Number': `CP0${n}`,
    Class: { option: `Class ${grade} - ${section}` },
  });
}

describe('a new school gets a teacher, a class and a pupil', () => {
  it(
    'online, then offline: every record reaches the server once, after the one it needs',
    { tags: ['service-worker'] },
    async () => {
      const { page, server, context } = e2e;
      await page.goto('/schools');
      await addSchool(page);
      const [school] = await serverSchools(server, await adminToken(server), NEW_SCHOOL['School Name']);
      const id = school!._id;
      const teachersUrl = `/api/teachers?school_id=${id}&limit=100`;
      const classesUrl = `/api/classes?school_id=${id}`;
      const studentsUrl = `/api/students/school/${id}`;

      // No class yet: the Students screen says so and leads to the Classes screen.
      await students.open(id);
      await page.getByRole('button', { name: 'Add Student' }).click();
      await page.getByText('This school has no classes yet. Add a class first, then its pupils.').waitFor();
      await page.getByRole('link', { name: 'Go to Classes' }).click();
      await page.getByRole('heading', { name: 'Class Management' }).waitFor();

      await teacherClassPupil(id, 1, 1, 'A');
      // The pupil is the last change sent: once the server has it, nothing is left. (The status may still
      // read "All changes saved" from before the pupil was queued, so it alone says nothing yet.)
      await expect.poll(async () => (await onServer<StudentRow>(studentsUrl)).length).toBe(1);
      await students.settled();
      const [meera] = await onServer<TeacherRow>(teachersUrl);
      const [first] = await onServer<ClassRow>(classesUrl);
      const [asha] = await onServer<StudentRow>(studentsUrl);
      expect(first).toMatchObject({ class_name: 'Class 1', section: 'A', class_teacher_id: meera!._id });
      expect(asha).toMatchObject({ student_name: 'Asha Kale', class_id: first!._id });

      await waitForServiceWorker(page);
      await goOffline(context);
      await teacherClassPupil(id, 2, 2, 'B');
      await expect.poll(() => syncStatus(page)).toBe('Offline · 3 changes waiting');
      await page.goto(`/schools/${id}`);
      await page.getByText('Class 2 - B').first().waitFor();

      await goOnline(context);
      await students.settled();
      const allTeachers = await onServer<TeacherRow>(teachersUrl);
      const allClasses = await onServer<ClassRow>(classesUrl);
      const allPupils = await onServer<StudentRow>(studentsUrl);
      expect(allTeachers.map((t) => t.teacher_id).sort()).toEqual(['ZPCL01', 'ZPCL02']);
      expect(allClasses.map((c) => `${c.class_name} - ${c.section}`)).toEqual(['Class 1 - A', 'Class 2 - B']);
      expect(allPupils.map((s) => s.roll_number).sort()).toEqual(['CP01', 'CP02']);
      const ravi = allTeachers.find((t) => t.teacher_id === 'ZPCL02')!;
      const second = allClasses.find((c) => c.section === 'B')!;
      expect(second.class_teacher_id).toBe(ravi._id);
      expect(allPupils.find((s) => s.roll_number === 'CP02')!.class_id).toBe(second._id);
    },
  );
});
