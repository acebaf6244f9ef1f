import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES as M, UserCreateSchema } from '../../../src/domain/users/user-account';
import {
  lastSignInLabel,
  matchesUser,
  schoolNameOf,
  sortUsers,
  userCards,
  type SchoolRecord,
  type UserRecord,
} from '../../../src/features/users/user-record';
import { validateForm } from '../../../src/ui/validate-form';

const SCHOOL = '019cbccb-d180-7000-966c-4776e3bfc270';

const user = (fields: Partial<UserRecord>): UserRecord => ({
  _id: fields.email ?? 'u',
  name: 'Asha Patil',
  email: 'asha@example.in',
  role: 'school_admin',
  isVerified: true,
  schoolId: SCHOOL,
  school_name: 'Old Name School',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...fields,
});

describe('the user form schema (one for the form and the server)', () => {
  const form = { name: 'Asha Patil', email: 'Asha@Example.in', role: 'school_admin', schoolId: SCHOOL };

  it('tidies a valid school administrator', () => {
    expect(v.parse(UserCreateSchema, form)).toMatchObject({ email: 'asha@example.in', schoolId: SCHOOL });
  });

  it.each([
    [{ schoolId: null }, 'schoolId', M.schoolRequired],
    [{ role: 'super_admin' }, 'schoolId', M.schoolNotAllowed],
    [{ role: 'teacher' }, 'role', M.roleInvalid],
    [{ name: '' }, 'name', M.nameRequired],
  ])('names the field of %o', (overrides, field, message) => {
    const checked = validateForm(UserCreateSchema, { ...form, ...overrides });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(message);
  });

  it('takes a super administrator without a school', () => {
    expect(v.parse(UserCreateSchema, { ...form, role: 'super_admin', schoolId: null }).schoolId).toBeNull();
  });
});

describe('the users list on the device', () => {
  const schools = new Map([[SCHOOL, { _id: SCHOOL, school_name: 'ZP School Velhe' } as SchoolRecord]]);

  it('shows the mirrored school name, or that a super administrator has all schools', () => {
    expect(schoolNameOf(user({}), schools)).toBe('ZP School Velhe');
    expect(schoolNameOf(user({}), new Map())).toBe('Old Name School');
    expect(schoolNameOf(user({ role: 'super_admin', schoolId: null }), schools)).toBe('All schools');
  });

  it('finds a user by name, e-mail or school, whatever the case', () => {
    const asha = user({});
    for (const needle of ['asha p', 'asha@ex', 'zp school']) {
      expect(matchesUser(asha, schoolNameOf(asha, schools), needle)).toBe(true);
    }
    expect(matchesUser(asha, schoolNameOf(asha, schools), 'nobody')).toBe(false);
  });

  it('counts total, active, administrators and inactive', () => {
    const users = [
      user({ email: 'a' }),
      user({ email: 'b', status: 'inactive' }),
      user({ email: 'c', role: 'user', schoolId: null }),
    ];
    expect(userCards(users).map((card) => card.value)).toEqual([3, 2, 2, 1]);
  });

  it('sorts by name and says Never before a first sign-in', () => {
    const sorted = sortUsers([user({ email: 'z', name: 'Zeenat' }), user({ email: 'a', name: 'anil' })]);
    expect(sorted.map((u) => u.name)).toEqual(['anil', 'Zeenat']);
    expect(lastSignInLabel(user({}))).toBe('Never');
    expect(lastSignInLabel(user({ lastSignInAt: '2026-11-23T10:00:00.000Z' }))).not.toBe('Never');
  });
});
