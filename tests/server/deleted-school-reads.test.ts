/**
 * A deleted school's lists answer 404, as an unknown school's do (the list's own query checks the
 * school), while its sync scope still answers: a tablet holding it must learn of the deletion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, other, schoolAdmin, setupAccessApp } from './helpers/access-app';
import { newClass, newSchool, newStudent } from './helpers/dashboard-app';

setupAccessApp();

let school: { _id: string };

beforeAll(async () => {
  school = await newSchool();
  const klass = await newClass(school._id);
  await newStudent(school._id, klass._id);
});

const lists = (id: string) => [
  `/api/students/school/${id}`,
  `/api/subjects/school/${id}`,
  `/api/classes?school_id=${id}`,
];

describe("a school's lists", () => {
  it('answer while the school is live, 404 once it is deleted; its sync scope still answers', async () => {
    for (const url of lists(school._id)) expect((await call(admin, 'GET', url)).statusCode, url).toBe(200);
    expect((await call(admin, 'DELETE', `/api/schools/${school._id}`)).statusCode).toBe(200);
    for (const url of lists(school._id)) {
      const answer = await call(admin, 'GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, message: 'School not found' });
    }
    const pulled = await call(admin, 'GET', `/api/sync?scope=school:${school._id}`);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json<{ tombstones: { _id: string }[] }>().tombstones.map((t) => t._id)).toContain(
      school._id,
    );
  });

  it("are another school's administrator's 403 before any 404", async () => {
    for (const url of [...lists(other._id), ...lists(school._id)])
      expect((await call(schoolAdmin, 'GET', url)).statusCode, url).toBe(403);
  });
});
