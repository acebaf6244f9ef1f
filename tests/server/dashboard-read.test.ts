import { beforeAll, describe, expect, it } from 'vitest';
import { countDeviceStates } from '../../src/domain/devices/device-state';
import type { Dashboard } from '../../src/domain/dashboard/dashboard';
import { newId } from '../../src/domain/ids';
import { admin, call, plainUser, schoolAdmin, setupAccessApp, t } from './helpers/access-app';
import { created, dashboard, newClass, newDevice, newSchool, newStudent } from './helpers/dashboard-app';

setupAccessApp();

let before: Dashboard;
let after: Dashboard;
let school: { _id: string; school_name: string };
let content: { _id: string; class: string };

beforeAll(async () => {
  before = await dashboard();
  school = await newSchool('Zilla Parishad School Aaaa Dashboard');
  const klass = await newClass(school._id);
  for (let i = 0; i < 3; i += 1) await newStudent(school._id, klass._id);
  await newStudent(school._id, klass._id, false);
  await newDevice({ imei_number: null });
  await newDevice({ status: false });
  const [sample] = (await call(admin, 'GET', '/api/contents/all?limit=1')).json<{
    data: { class: string; subject: string }[];
  }>().data;
  content = await created('/api/contents', {
    _id: newId(),
    content_type: 'vr',
    class: sample!.class,
    subject: sample!.subject,
    chapter_number: 9,
    chapter_title: 'Dashboard chapter',
    scene_id: 'A village market at noon',
  });
  after = await dashboard();
});

describe('GET /api/dashboard', () => {
  it('counts what was created in the four counters', () => {
    expect(after.counters).toEqual({
      schools: before.counters.schools + 1,
      activeStudents: before.counters.activeStudents + 3,
      devices: before.counters.devices + 2,
      courses: before.counters.courses + 1,
    });
  });

  it('splits the devices by status and the content by type', () => {
    expect(after.devices).toEqual({
      active: before.devices.active,
      inactive: before.devices.inactive + 1,
      notLinked: before.devices.notLinked + 1,
    });
    expect(after.devices.active + after.devices.inactive + after.devices.notLinked).toBe(
      after.counters.devices,
    );
    expect(after.contentByType).toEqual({ ...before.contentByType, vr: before.contentByType.vr + 1 });
  });

  it('counts the device states by the same rule as the badges and the Devices page', async () => {
    const devices = (await call(admin, 'GET', '/api/device?limit=1000')).json<{
      data: { status: boolean; imei_number: string | null }[];
    }>().data;
    expect(after.devices).toEqual(countDeviceStates(devices));
    expect(after.contentByType.video + after.contentByType.vr).toBe(after.counters.courses);
  });

  it('counts content per class and pupils per school, most pupils first', async () => {
    const row = (d: Dashboard) => d.contentPerClass.find((c) => c._id === content.class)?.contents ?? 0;
    expect(row(after)).toBe(row(before) + 1);
    const pupils = after.pupilsPerSchool.map((s) => s.pupils);
    expect(pupils).toEqual([...pupils].sort((a, b) => b - a));
    const [top] = after.pupilsPerSchool;
    const listed = await call(admin, 'GET', `/api/students?school_id=${top!._id}&limit=1`);
    expect(listed.json<{ pagination: { total: number } }>().pagination.total).toBe(top!.pupils);
  });

  it('lists the schools with no change in 30 days, not one just changed', () => {
    const names = after.quietSchools.schools.map((s) => s.school_name);
    expect(names).not.toContain(school.school_name);
    expect(before.quietSchools.schools.map((s) => s._id)).toContain(after.quietSchools.schools[0]!._id);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(after.quietSchools.total).toBeLessThan(after.counters.schools);
  });

  it('shows the latest changes first, naming who changed what', () => {
    const [latest] = after.recentActivity;
    expect(latest).toMatchObject({
      entity: 'contents',
      recordId: content._id,
      action: 'created',
      label: 'Dashboard chapter',
      who: expect.any(String) as string,
    });
    const times = after.recentActivity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(after.recentActivity.length).toBeLessThanOrEqual(10);
  });

  it('stops counting a deleted school and its pupils, and records the deletion', async () => {
    const deleted = await call(admin, 'DELETE', `/api/schools/${school._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const now = await dashboard();
    expect(now.counters.schools).toBe(before.counters.schools);
    expect(now.counters.activeStudents).toBe(before.counters.activeStudents);
    expect(now.pupilsPerSchool.map((row) => row._id)).not.toContain(school._id);
    expect(now.recentActivity[0]).toMatchObject({
      entity: 'schools',
      recordId: school._id,
      action: 'deleted',
      label: school.school_name,
      schoolId: school._id,
    });
  });

  it('is for the super administrator only', async () => {
    expect((await call(schoolAdmin, 'GET', '/api/dashboard')).statusCode).toBe(403);
    expect((await call(plainUser, 'GET', '/api/dashboard')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
