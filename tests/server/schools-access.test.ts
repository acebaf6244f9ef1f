import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';

let ownClass: string;
let otherClass: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const classIdOf = async (schoolId: string) =>
  (await call(admin, 'GET', `/api/classes?school_id=${schoolId}`)).json<{ data: Array<{ _id: string }> }>()
    .data[0]!._id;

setupAccessApp();
beforeAll(async () => {
  ownClass = await classIdOf(own._id);
  otherClass = await classIdOf(other._id);
});

/** Every route of this area, reading or writing the given school and class. */
const routes = (schoolId: string, classId: string): Array<[Method, string, object?]> => [
  ['GET', '/api/schools'],
  ['GET', '/api/schools/active'],
  ['GET', '/api/schools/dropdown'],
  ['GET', '/api/schools/search?q=a'],
  ['GET', '/api/schools/search-advanced?city=a'],
  ['GET', '/api/schools/statistics'],
  ['GET', `/api/schools/statistics/${schoolId}`],
  ['GET', `/api/schools/${schoolId}`],
  ['POST', '/api/schools/initiate-school', {}],
  ['PATCH', `/api/schools/${schoolId}`, { city: 'Bhor' }],
  ['DELETE', `/api/schools/${schoolId}`],
  ['PUT', '/api/schools/bulk-update', { schoolIds: [schoolId], status: 'active' }],
  ['GET', `/api/classes?school_id=${schoolId}`],
  ['GET', `/api/classes/details/${classId}`],
  ['GET', '/api/master-class-subject/classes'],
  ['GET', '/api/master-class-subject/subjects'],
  ['GET', `/api/master-class-subject/subjects/${classId}`],
  ['GET', `/api/subjects/school/${schoolId}`],
  ['GET', '/api/sync?scope=global'],
  ['GET', `/api/sync?scope=school:${schoolId}`],
];

describe('who may call the schools routes', () => {
  it('answers 401 without a sign-in on every route', async () => {
    for (const [method, url, payload] of routes(own._id, ownClass)) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(own._id, ownClass)) {
      const response = await call(plainUser, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
  });

  it('answers 403 to a school admin for another school, for create, delete, bulk and the global scope', async () => {
    const refused: Array<[Method, string, object?]> = [
      ['GET', `/api/schools/${other._id}`],
      ['GET', `/api/schools/statistics/${other._id}`],
      ['PATCH', `/api/schools/${other._id}`, { city: 'Bhor' }],
      ['GET', `/api/classes?school_id=${other._id}`],
      ['GET', `/api/classes/details/${otherClass}`],
      ['GET', `/api/subjects/school/${other._id}`],
      ['GET', `/api/sync?scope=school:${other._id}`],
      ['GET', '/api/sync?scope=global'],
      ['POST', '/api/schools/initiate-school', {}],
      ['DELETE', `/api/schools/${own._id}`],
      ['DELETE', `/api/schools/${other._id}`],
      ['PUT', '/api/schools/bulk-update', { schoolIds: [own._id], status: 'inactive' }],
    ];
    for (const [method, url, payload] of refused) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const unknown = '019e0000-0000-7000-8000-000000000000';
    expect((await call(schoolAdmin, 'GET', `/api/schools/${unknown}`)).statusCode).toBe(403);
    expect((await call(schoolAdmin, 'PATCH', `/api/schools/${unknown}`, { city: 'Pune' })).statusCode).toBe(
      403,
    );
    expect((await call(schoolAdmin, 'GET', `/api/sync?scope=school:${unknown}`)).statusCode).toBe(403);
    const otherNow = (await call(admin, 'GET', `/api/schools/${other._id}`)).json<{ data: School }>().data;
    expect(otherNow).toMatchObject({ version: other.version, city: other.city });
  });

  it('lets a school admin read their own school and its classes, subjects and sync scope', async () => {
    const allowed = routes(own._id, ownClass).filter(
      ([method, url]) => method === 'GET' && !url.endsWith('global'),
    );
    for (const [method, url] of allowed) {
      const response = await call(schoolAdmin, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });

  it('limits every list and total of a school admin to their own school', async () => {
    for (const url of [
      '/api/schools',
      '/api/schools/active',
      '/api/schools/search?q=zilla',
      '/api/schools/dropdown',
    ]) {
      const ids = (await call(schoolAdmin, 'GET', url))
        .json<{ data: Array<{ _id: string }> }>()
        .data.map((s) => s._id);
      expect(ids, url).toEqual([own._id]);
    }
    expect((await call(schoolAdmin, 'GET', '/api/schools')).json()).toMatchObject({
      pagination: { total: 1 },
    });
    expect((await call(schoolAdmin, 'GET', '/api/schools/statistics')).json()).toMatchObject({
      data: { totalSchools: 1, totalStudentsCount: own.studentCount, totalTeachersCount: own.teacherCount },
    });
    const classes = (await call(schoolAdmin, 'GET', '/api/classes')).json<{
      data: Array<{ school_id: string }>;
    }>().data;
    expect(classes.length).toBe(own.classCount);
    expect(classes.every((row) => row.school_id === own._id)).toBe(true);
  });

  it('lets a school admin edit their own school', async () => {
    const response = await call(schoolAdmin, 'PATCH', `/api/schools/${own._id}`, {
      contact: 'Savita Jagtap-Kale',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { contact: 'Savita Jagtap-Kale', version: own.version + 1 },
    });
  });
});
