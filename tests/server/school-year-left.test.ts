/**
 * Pupils who left (docs/school-year.md, "Pupils who left"): out of every list, search and count on the
 * server, found with `left=true`; and devices pull everything the move changed.
 */
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/domain/dashboard/dashboard';
import type { ClassDetails, School } from '../../src/domain/schools/school';
import type { Student } from '../../src/domain/students/student-schema';
import {
  asAdmin,
  attendingPupils,
  previewRequest,
  schoolIds,
  setupSchoolYearApp,
  startYear,
} from './helpers/school-year-app';

setupSchoolYearApp();

interface SyncPage {
  changes: Array<{ entity: string; record: Record<string, unknown> & { _id: string } }>;
  cursor: string;
  hasMore: boolean;
}

const body = async <T>(url: string) => {
  const response = await asAdmin.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};
/** Every change of the school's scope since `since`, and the cursor after them. */
async function pullSince(schoolId: string, since: string) {
  const changes: SyncPage['changes'] = [];
  let cursor = since;
  for (;;) {
    const page = await body<SyncPage>(`/api/sync?scope=school:${schoolId}&since=${cursor}&limit=2000`);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}
const idsOf = (rows: Array<{ _id: string }>) => rows.map((row) => row._id).sort();

describe('pupils who left', () => {
  it('are out of the lists, searches and counts, and found with left=true', async () => {
    const [schoolId] = await schoolIds();
    const before = await body<{ data: School }>(`/api/schools/${schoolId}`);
    const dashboardBefore = await body<{ data: Dashboard }>('/api/dashboard');
    const { cursor } = await pullSince(schoolId!, '0');
    const { plan, body: request } = await previewRequest(schoolId!);
    const leavers = plan.leavers.map((leaver) => leaver.student_id).sort();
    expect(leavers.length).toBeGreaterThan(0);
    expect((await startYear(asAdmin, schoolId!, request)).statusCode).toBe(200);
    const attending = (await attendingPupils(schoolId!)).map((pupil) => pupil._id).sort();

    const list = await body<{ data: Student[] }>(`/api/students?school_id=${schoolId}&limit=1000`);
    expect(idsOf(list.data)).toEqual(attending);
    const left = await body<{ data: Student[]; filters: Record<string, unknown> }>(
      `/api/students?school_id=${schoolId}&limit=1000&left=true`,
    );
    expect(idsOf(left.data)).toEqual(leavers);
    expect(left.filters).toMatchObject({ left: 'true' });
    expect(left.data.every((pupil) => pupil.left_year === request.from_year)).toBe(true);
    const leaver = left.data[0]!;
    expect(leaver.class_history.at(-1)).toMatchObject({ year: request.from_year, class_id: leaver.class_id });

    const search = await body<{ data: Student[] }>(
      `/api/students?school_id=${schoolId}&limit=1000&search=${encodeURIComponent(leaver.roll_number)}`,
    );
    expect(idsOf(search.data)).not.toContain(leaver._id);
    const details = await body<{ data: ClassDetails }>(`/api/classes/details/${leaver.class_id}`);
    expect(details.data.students.map((pupil) => pupil.id)).not.toContain(leaver._id);

    const after = await body<{ data: School }>(`/api/schools/${schoolId}`);
    expect(after.data.totalStudentsCount).toBe(before.data.totalStudentsCount - leavers.length);
    expect(after.data.totalStudentsCount).toBe(attending.length);
    const dashboard = await body<{ data: Dashboard }>('/api/dashboard');
    const activeLeavers = left.data.filter((pupil) => pupil.status).length;
    expect(dashboard.data.counters.activeStudents).toBe(
      dashboardBefore.data.counters.activeStudents - activeLeavers,
    );
    const pupilsOf = (d: Dashboard) => d.pupilsPerSchool.find((s) => s._id === schoolId)?.pupils;
    if (pupilsOf(dashboardBefore.data) !== undefined && pupilsOf(dashboard.data) !== undefined)
      expect(pupilsOf(dashboard.data)).toBe(pupilsOf(dashboardBefore.data)! - leavers.length);

    // Devices pull the school, every pupil moved and every class created, with the new fields.
    const pulled = await pullSince(schoolId!, cursor);
    const changed = new Map(pulled.changes.map(({ entity, record }) => [`${entity}:${record._id}`, record]));
    expect(changed.get(`schools:${schoolId}`)).toMatchObject({ academic_year: request.to_year });
    for (const id of [...attending, ...leavers]) expect(changed.has(`students:${id}`)).toBe(true);
    expect(changed.get(`students:${leaver._id}`)).toMatchObject({ left_year: request.from_year });
    for (const created of plan.created) expect(changed.has(`classes:${created._id}`)).toBe(true);
  });

  it('give up their roll numbers: a new pupil may take one, alone or in a CSV import', async () => {
    const [, schoolId] = await schoolIds();
    const { plan, body: request } = await previewRequest(schoolId!);
    expect((await startYear(asAdmin, schoolId!, request)).statusCode).toBe(200);
    const [first, second] = plan.leavers.map((leaver) => leaver.student_id);
    expect(second).toBeDefined();
    const [leaverOne, leaverTwo] = await Promise.all(
      [first!, second!].map(async (id) => (await body<{ data: Student }>(`/api/students/${id}`)).data),
    );
    const pupil = (name: string, email: string, leaver: Student) => ({
      student_name: name,
      email,
      roll_number: leaver.roll_number,
      class_id: leaver.class_id,
      status: true,
      school_id: schoolId,
    });

    const alone = await asAdmin.post(
      '/api/students',
      pupil('Asha Pawar', 'asha.pawar@example.in', leaverOne!),
    );
    expect(alone.statusCode, alone.body).toBe(201);
    const imported = await asAdmin.post('/api/students/bulk', {
      school_id: schoolId,
      students: [pupil('Ravi Kale', 'ravi.kale@example.in', leaverTwo!)],
    });
    expect(imported.statusCode, imported.body).toBe(201);
  });
});
