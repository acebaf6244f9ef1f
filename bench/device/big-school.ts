/**
 * A school of 5,000 pupils and 100 teachers, made through the API as an administrator would: the school,
 * its teachers and 28 classes, then its pupils by the bulk import (`POST /api/students/bulk`) in batches.
 */
import type { BenchServer } from './bench-server';

export const BIG_SCHOOL = { pupils: 5000, teachers: 100, batch: 1000 } as const;

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Sneha',
  'Vihaan',
  'Ananya',
  'Kabir',
  'Isha',
  'Arjun',
  'Meera',
  'Sai',
  'Diya',
];
const LAST = [
  'Patil',
  'Jadhav',
  'Pawar',
  'Shinde',
  'Kale',
  'More',
  'Gaikwad',
  'Deshmukh',
  'Kulkarni',
  'Raut',
  'Chavan',
];
const META = ['_id', 'version', 'createdAt', 'updatedAt'];

type Row = Record<string, unknown> & { _id: string };
const withoutMeta = (row: Row) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !META.includes(key)));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface BigSchool {
  schoolId: string;
  pupils: number;
  /** Time the API took to make it, in seconds. */
  seconds: number;
}

export async function createBigSchool(server: BenchServer, demoSchoolId: string): Promise<BigSchool> {
  const started = performance.now();
  const demo = (await server.api<{ data: Row }>('GET', `/schools/${demoSchoolId}`)).data;
  const school = await server.api<{ data: Row }>('POST', '/schools/initiate-school', {
    ...withoutMeta(demo),
    school_name: 'ZP Bench School of Five Thousand',
    email: 'office@bench.shala.demo',
  });
  const schoolId = school.data._id;

  const teachers = Array.from({ length: BIG_SCHOOL.teachers }, (_, i) => ({
    teacher_id: `BENCHT${pad(i + 1, 3)}`,
    teacher_name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
    email: `teacher${i + 1}@bench.shala.demo`,
    phone_number: `98${pad(i + 1, 8)}`,
    status: 'active',
    department: 'Mathematics',
  }));
  await server.api('POST', '/teachers/bulk', { school_id: schoolId, teachers });
  const teacherIds = (
    await server.api<{ data: Row[] }>('GET', `/teachers?school_id=${schoolId}&limit=100`)
  ).data.map((teacher) => teacher._id);

  const demoClass = (await server.api<{ data: Row[] }>('GET', `/classes?school_id=${demoSchoolId}&limit=1`))
    .data[0]!;
  const classIds: string[] = [];
  for (let grade = 1; grade <= 7; grade++) {
    for (const section of ['A', 'B', 'C', 'D']) {
      const made = await server.api<{ data: Row }>('POST', '/classes', {
        ...withoutMeta(demoClass),
        school_id: schoolId,
        class_name: `Class ${grade}`,
        grade,
        section,
        class_teacher_id: teacherIds[classIds.length],
      });
      classIds.push(made.data._id);
    }
  }

  for (let from = 0; from < BIG_SCHOOL.pupils; from += BIG_SCHOOL.batch) {
    const students = Array.from({ length: Math.min(BIG_SCHOOL.batch, BIG_SCHOOL.pupils - from) }, (_, k) => {
      const i = from + k;
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      return {
        student_name: `${first} ${last}`,
        email: `pupil${i + 1}@bench.shala.demo`,
        roll_number: `R${pad(Math.floor(i / classIds.length) + 1, 4)}`,
        class_id: classIds[i % classIds.length],
        status: i % 10 !== 0,
      };
    });
    await server.api('POST', '/students/bulk', { school_id: schoolId, students });
  }
  return { schoolId, pupils: BIG_SCHOOL.pupils, seconds: (performance.now() - started) / 1000 };
}
