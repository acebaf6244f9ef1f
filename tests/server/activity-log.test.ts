import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { admin, call, other, setupAccessApp } from './helpers/access-app';
import {
  historyOf,
  historySize,
  newClass,
  newDevice,
  newSchool,
  newStudent,
  newTeacher,
} from './helpers/dashboard-app';
import { api } from './helpers/api-app';
import { signIn, DEMO } from './helpers/test-app';
import { t } from './helpers/access-app';

setupAccessApp();

const adminId = async () => (await signIn(t.app, DEMO.superAdmin)).user._id;

describe('the change history', () => {
  it('records a device created, updated and deleted, by whom and under its name', async () => {
    const device = await newDevice({ device_name: 'History headset' });
    const renamed = await call(admin, 'PUT', `/api/device/${device._id}`, {
      device_name: 'History headset renamed',
      school_id: other._id,
      status: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(admin, 'DELETE', `/api/device/${device._id}`)).statusCode).toBe(200);
    const rows = await historyOf(device._id);
    expect(rows.map((row) => [row.action, row.label, row.entity, row.schoolId])).toEqual([
      ['created', 'History headset', 'devices', other._id],
      ['updated', 'History headset renamed', 'devices', other._id],
      ['deleted', 'History headset renamed', 'devices', other._id],
    ]);
    const who = await adminId();
    for (const row of rows) expect(row.userId).toBe(who);
  });

  it("records a school under its own id, and a pupil's write without its school's count re-send", async () => {
    const school = await newSchool('Zilla Parishad School History');
    expect((await historyOf(school._id)).map((row) => [row.action, row.schoolId])).toEqual([
      ['created', school._id],
    ]);
    const klass = await newClass(school._id);
    const pupil = await newStudent(school._id, klass._id, true, 'Asha Pawar');
    expect(
      (await historyOf(pupil._id)).map((row) => [row.entity, row.action, row.label, row.schoolId]),
    ).toEqual([['students', 'created', 'Asha Pawar', school._id]]);
    expect(await historyOf(school._id)).toHaveLength(1);
  });

  it("records a teacher's deletion, not the class whose teacher it clears", async () => {
    const school = await newSchool();
    const teacher = await newTeacher(school._id);
    const klass = await newClass(school._id, teacher._id);
    const classRows = (await historyOf(klass._id)).length;
    expect((await call(admin, 'DELETE', `/api/teachers/${teacher._id}`)).statusCode).toBe(200);
    expect((await historyOf(teacher._id)).map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(await historyOf(klass._id)).toHaveLength(classRows);
  });

  it('records nothing for a replayed write', async () => {
    const body = {
      _id: newId(),
      device_name: 'Replayed headset',
      api_token: `replay-${newId()}`,
      school_id: other._id,
      status: true,
    };
    const key = `replay-${newId()}`;
    const first = await api.as(admin).post('/api/device', body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const size = await historySize();
    const again = await api.as(admin).post('/api/device', body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await historySize()).toBe(size);
    expect(await historyOf(body._id)).toHaveLength(1);
  });

  it('records nothing for a refused write', async () => {
    const device = await newDevice();
    const size = await historySize();
    const edit = { device_name: 'Stale edit', school_id: other._id, status: true };
    const stale = await api.as(admin).put(`/api/device/${device._id}`, edit, { ifMatch: device.version + 5 });
    expect(stale.statusCode, stale.body).toBe(409);
    const invalid = await call(admin, 'POST', '/api/device', { device_name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await historySize()).toBe(size);
    expect(await historyOf(device._id)).toHaveLength(1);
  });
});
