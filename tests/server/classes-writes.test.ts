import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import { asAdmin, getJson, type ListBody } from './helpers/api-app';
import {
  classCount,
  classForm,
  createdClass,
  otherTeacher,
  school,
  setupClassesApp,
  teacher,
} from './helpers/classes-app';

setupClassesApp();

const failed = 'Validation failed. Please check all fields.';

describe('POST /api/classes', () => {
  it('stores the class with its class_name derived from the grade; a repeat of the same _id answers it', async () => {
    const _id = newId();
    const body = classForm({ _id, section: ' c ', grade: '4', schedule: ' Mon-Fri  9:00-13:00 ' });
    delete (body as Record<string, unknown>).section;
    const response = await asAdmin.post('/api/classes', { ...body, section: ' c ', class_name: 'Mine' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ message: string; data: SchoolClass }>();
    expect(answer.message).toBe('Class added successfully!');
    expect(answer.data).toMatchObject({
      _id,
      class_name: 'Class 4',
      grade: 4,
      section: 'C',
      class_teacher_id: teacher._id,
      schedule: 'Mon-Fri 9:00-13:00',
      subject_count: 6,
      status: 'active',
      school_id: school._id,
      version: 1,
    });
    expect(await getJson(`/api/classes/${_id}`, 200)).toEqual({ success: true, data: answer.data });
    const again = await asAdmin.post('/api/classes', { ...body, section: 'C' });
    expect([again.statusCode, again.json<{ data: SchoolClass }>().data]).toEqual([201, answer.data]);
  });

  it('answers every field message, for missing, wrong types and huge strings, and stores nothing', async () => {
    const before = await classCount();
    const valid = classForm();
    const cases: Array<[string, unknown, string]> = [
      ['grade', undefined, 'Grade is required'],
      ['grade', '', 'Grade is required'],
      ['grade', 8, 'Grade must be from 1 to 7'],
      ['grade', 2.5, 'Grade must be from 1 to 7'],
      ['grade', true, 'Grade is required'],
      ['grade', '9'.repeat(5000), 'Grade must be from 1 to 7'],
      ['section', undefined, 'Section is required'],
      ['section', 'E', 'Section must be A, B, C or D'],
      ['section', 3, 'Section is required'],
      ['section', 'A'.repeat(5000), 'Section must be A, B, C or D'],
      ['class_teacher_id', undefined, 'Teacher is required'],
      ['class_teacher_id', 'T001', 'Please select a teacher of this school'],
      ['class_teacher_id', {}, 'Teacher is required'],
      ['schedule', undefined, 'Schedule is required'],
      ['schedule', '   ', 'Schedule is required'],
      ['schedule', 'x'.repeat(5000), 'Schedule must be less than 100 characters'],
      ['schedule', ['Mon'], 'Schedule is required'],
      ['subject_count', undefined, 'Number of subjects is required'],
      ['subject_count', 0, 'Number of subjects must be from 1 to 12'],
      ['subject_count', '13', 'Number of subjects must be from 1 to 12'],
      ['subject_count', null, 'Number of subjects is required'],
      ['status', undefined, 'Status is required'],
      ['status', 'closed', 'Status must be either active or inactive'],
      ['status', false, 'Status is required'],
      ['school_id', undefined, 'Invalid school id'],
      ['_id', 42, 'Invalid class id'],
    ];
    for (const [field, value, message] of cases) {
      const response = await asAdmin.post('/api/classes', { ...valid, [field]: value });
      expect(response.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(response.json(), field).toMatchObject({
        message: failed,
        errorType: 'validation',
        errors: { [field]: message },
      });
    }
    expect((await asAdmin.post('/api/classes', ['a class'])).statusCode).toBe(400);
    expect(await classCount()).toBe(before);
  });

  it('refuses a teacher of another school, and a deleted teacher', async () => {
    const before = await classCount();
    const foreign = await asAdmin.post('/api/classes', classForm({ class_teacher_id: otherTeacher._id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: failed,
      errors: { class_teacher_id: 'Please select a teacher of this school' },
    });
    const gone = await asAdmin.post('/api/teachers', {
      teacher_id: 'GONE1',
      teacher_name: 'Gone Teacher',
      email: 'gone.teacher@ambavade.shala.demo',
      phone_number: '9822012345',
      status: 'active',
      school_id: school._id,
    });
    const goneId = gone.json<{ data: { _id: string } }>().data._id;
    expect((await asAdmin.delete(`/api/teachers/${goneId}`)).statusCode).toBe(200);
    const deleted = await asAdmin.post('/api/classes', classForm({ class_teacher_id: goneId }));
    expect(deleted.json()).toMatchObject({
      errors: { class_teacher_id: 'Please select a teacher of this school' },
    });
    const unknown = await asAdmin.post('/api/classes', classForm({ class_teacher_id: newId() }));
    expect(unknown.json()).toMatchObject({
      errors: { class_teacher_id: 'Please select a teacher of this school' },
    });
    expect(await classCount()).toBe(before);
  });

  it('refuses a grade and section the school already has with 409; another school may have it', async () => {
    const klass = await createdClass();
    const clash = await asAdmin.post(
      '/api/classes',
      classForm({ grade: klass.grade, section: klass.section.toLowerCase() }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'A class with this grade and section already exists in this school',
      errorType: 'duplicate',
    });
    const seeded = await asAdmin.post('/api/classes', classForm({ grade: 1, section: 'A' }));
    expect(seeded.statusCode).toBe(409);
  });
});

describe('PATCH /api/classes/{id}', () => {
  it('re-derives class_name when only the grade changes, and counts the version', async () => {
    const klass = await createdClass({ grade: 6, section: 'D' });
    const response = await asAdmin.patch(`/api/classes/${klass._id}`, { grade: 7 }, { ifMatch: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Class updated successfully!',
      data: { class_name: 'Class 7', grade: 7, section: 'D', version: 2 },
    });
    const stale = await asAdmin.patch(`/api/classes/${klass._id}`, { status: 'inactive' }, { ifMatch: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorType: 'version_conflict', current: { version: 2 } });
  });

  it('refuses a grade and section taken, bad fields and a teacher of another school', async () => {
    const klass = await createdClass();
    const taken = await asAdmin.patch(`/api/classes/${klass._id}`, { grade: 1, section: 'A' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'A class with this grade and section already exists in this school',
    });
    const bad = await asAdmin.patch(`/api/classes/${klass._id}`, { subject_count: 99 });
    expect(bad.json()).toMatchObject({
      errors: { subject_count: 'Number of subjects must be from 1 to 12' },
    });
    const foreign = await asAdmin.patch(`/api/classes/${klass._id}`, { class_teacher_id: otherTeacher._id });
    expect(foreign.statusCode).toBe(400);
    expect(await getJson(`/api/classes/${klass._id}`)).toMatchObject({ data: { version: 1 } });
  });

  it('runs a PATCH and a DELETE once for a repeated Idempotency-Key', async () => {
    const klass = await createdClass();
    const key = newId();
    await asAdmin.patch(`/api/classes/${klass._id}`, { schedule: 'Sat 8:00-12:00' }, { key });
    const repeat = await asAdmin.patch(`/api/classes/${klass._id}`, { schedule: 'Sat 8:00-12:00' }, { key });
    expect(repeat.json()).toMatchObject({ data: { version: 2, schedule: 'Sat 8:00-12:00' } });
    const deleteKey = newId();
    const gone = await asAdmin.delete(`/api/classes/${klass._id}`, { key: deleteKey });
    expect(gone.json()).toMatchObject({ message: 'Class deleted successfully!', data: { version: 3 } });
    expect((await asAdmin.delete(`/api/classes/${klass._id}`, { key: deleteKey })).json()).toEqual(
      gone.json(),
    );
  });
});

describe('DELETE /api/classes/{id}', () => {
  it('refuses a class with pupils with 409 and says how many; an empty class is deleted', async () => {
    const klass = await createdClass();
    const pupil = await asAdmin.post('/api/students', {
      student_name: 'Asha Patil',
      email: 'asha.classes@ambavade.shala.demo',
      roll_number: 'CL1',
      class_id: klass._id,
      status: true,
      school_id: school._id,
    });
    expect(pupil.statusCode, pupil.body).toBe(201);
    const refused = await asAdmin.delete(`/api/classes/${klass._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This class still has 1 pupil. Move them to another class or delete them first.',
      errorType: 'in_use',
    });
    expect(await getJson(`/api/classes/${klass._id}`, 200)).toMatchObject({ data: { version: 1 } });

    const pupilId = pupil.json<{ data: { _id: string } }>().data._id;
    expect((await asAdmin.delete(`/api/students/${pupilId}`)).statusCode).toBe(200);
    const before = await classCount();
    expect((await asAdmin.delete(`/api/classes/${klass._id}`)).statusCode).toBe(200);
    expect(await classCount()).toBe(before - 1);
    expect((await asAdmin.get(`/api/classes/${klass._id}`)).statusCode).toBe(404);
  });

  it('refuses a seeded class with its pupils, naming their number', async () => {
    const [first] = (await getJson<ListBody<SchoolClass>>(`/api/classes?school_id=${school._id}`)).data;
    const pupils = (await getJson<ListBody<unknown>>(`/api/students?class_id=${first!._id}&limit=1`))
      .pagination.total;
    const refused = await asAdmin.delete(`/api/classes/${first!._id}`);
    expect(refused.json()).toMatchObject({
      message: `This class still has ${pupils} pupils. Move them to another class or delete them first.`,
    });
  });
});

describe('GET /api/classes', () => {
  it('answers every class of a school by grade and section, searched by name, section or teacher', async () => {
    const body = await getJson<ListBody<SchoolClass>>(`/api/classes?school_id=${school._id}`, 200);
    expect(body.data).toHaveLength(body.pagination.total);
    const keys = body.data.map((c) => [c.grade, c.section]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    );
    const first = body.data[0]!;
    const byLabel = await getJson<ListBody<SchoolClass>>(
      `/api/classes/search?q=${encodeURIComponent(`class ${first.grade} - ${first.section.toLowerCase()}`)}&school_id=${school._id}`,
    );
    expect(byLabel.data.map((c) => c._id)).toEqual([first._id]);
    const byTeacher = await getJson<ListBody<SchoolClass>>(
      `/api/classes?search=${encodeURIComponent(teacher.teacher_name)}&school_id=${school._id}`,
    );
    expect(byTeacher.data.length).toBeGreaterThan(0);
    expect(byTeacher.data.every((c) => c.class_teacher_id === teacher._id)).toBe(true);
    const paged = await getJson<ListBody<SchoolClass>>(`/api/classes?school_id=${school._id}&limit=2`);
    expect(paged.data).toHaveLength(2);
  });
});
