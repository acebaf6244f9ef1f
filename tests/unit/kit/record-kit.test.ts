import { describe, expect, it } from 'vitest';
import { entityStores } from '../../../src/data/db/app-db';
import { holdsKey } from '../../../src/data/records/mirror-clash';
import { changedFields } from '../../../src/data/records/record-writes';
import { ENTITY_NAMES, entitiesOfScope, SYNC_ENTITIES } from '../../../src/domain/sync/entity-registry';
import { withServerErrors } from '../../../src/kit/use-record-form';

describe('the device schema comes from the registry', () => {
  it('has one store per registry entity, keyed by _id, with the declared indexes', () => {
    const stores = entityStores();
    expect(Object.keys(stores).sort()).toEqual([...ENTITY_NAMES].sort());
    for (const entity of SYNC_ENTITIES)
      expect(stores[entity.name]).toBe(['_id', ...entity.indexes].join(', '));
  });

  it('puts every entity in at least one scope, and schools in both', () => {
    const scoped = new Set([...entitiesOfScope('global'), ...entitiesOfScope('school')]);
    expect([...scoped].sort()).toEqual([...ENTITY_NAMES].sort());
    expect(entitiesOfScope('school')).toContain('schools');
    expect(entitiesOfScope('global')).toContain('schools');
  });
});

describe('record writes send only what changed', () => {
  it('keeps the fields whose value differs, booleans and missing fields included', () => {
    const original = { _id: 'a', student_name: 'Asha', status: 'active', email: 'a@x.in' };
    expect(
      changedFields(original, { student_name: 'Asha', status: true, email: 'b@x.in', roll_number: '5A1' }),
    ).toEqual({
      status: true,
      email: 'b@x.in',
      roll_number: '5A1',
    });
    expect(changedFields(original, { student_name: 'Asha' })).toEqual({});
  });
});

describe('uniqueness on the device', () => {
  const teachers = [
    { _id: 't1', teacher_id: 'ZP01' },
    { _id: 't2', teacher_id: 'ZP02' },
  ];
  it('finds a key another record holds, but not the record being edited', () => {
    const keyOf = (teacher: { teacher_id: string }) => teacher.teacher_id;
    expect(holdsKey(teachers, keyOf, 'ZP02')).toBe(true);
    expect(holdsKey(teachers, keyOf, 'ZP02', 't2')).toBe(false);
    expect(holdsKey(teachers, keyOf, 'ZP03')).toBe(false);
  });
});

describe("a refused create's messages", () => {
  const validate = (values: Record<'teacher_id' | 'email', string>) =>
    values.email.includes('@') ? {} : { email: 'Please enter a valid email address' };
  const refused = {
    values: { teacher_id: 'ZP01', email: 'a@x.in' },
    errors: { teacher_id: 'This Teacher ID is already used in this school' },
  };

  it('shows the server message on its field until the value changes', () => {
    const check = withServerErrors(validate, refused);
    expect(check({ teacher_id: 'ZP01', email: 'a@x.in' })).toEqual({
      teacher_id: 'This Teacher ID is already used in this school',
    });
    expect(check({ teacher_id: 'ZP09', email: 'a@x.in' })).toEqual({});
  });

  it("lets the form's own message win, and adds nothing without a refused create", () => {
    expect(withServerErrors(validate, refused)({ teacher_id: 'ZP01', email: 'bad' })).toEqual({
      teacher_id: 'This Teacher ID is already used in this school',
      email: 'Please enter a valid email address',
    });
    expect(withServerErrors(validate, undefined)({ teacher_id: 'ZP01', email: 'a@x.in' })).toEqual({});
  });
});
