/**
 * Accounts as the super administrator manages them: the view the
 * list, the API and `/api/sync` share, and one schema for the user form and `POST|PATCH /api/users`.
 * Nobody gets a password here: a new account signs in with a code mailed to it.
 */
import * as v from 'valibot';
import type { User } from '../auth/user';
import { EmailSchema } from '../auth/auth-schemas';
import { defineMessages } from '../i18n/languages';
import { personName, recordId } from '../people/person-fields';

export const USER_MESSAGES = defineMessages({
  nameRequired: 'Name is required',
  roleInvalid: 'Role must be Super Administrator or School Administrator',
  schoolRequired: 'A school administrator needs a school',
  schoolInvalid: 'The selected school does not exist',
  schoolNotAllowed: 'A super administrator belongs to no school',
  statusInvalid: 'Status must be active or inactive',
  recordIdInvalid: 'Invalid user id',
  notFound: 'User not found',
  emailTaken: 'An account with this email already exists',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDemote: 'You cannot change your own role',
  lastSuperAdmin:
    'This is the last active super administrator: make another account super administrator first',
  inactiveNoCode: 'This account is deactivated: reactivate it before sending a sign-in code',
  validationFailed: 'Validation failed. Please check all fields.',
  created: 'User created successfully!',
  edited: 'User edited successfully!',
  codeSent: 'A sign-in code was sent to {email}',
} as const);

const M = USER_MESSAGES;

export const MANAGED_ROLES = ['super_admin', 'school_admin'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** An account as lists, write answers and `/api/sync` carry it: never a password hash. */
export interface UserAccount extends User {
  version: number;
  status: AccountStatus;
  lastSignInAt: string | null;
  /** The linked school's name as stored now (a deleted school is still named). */
  school_name: string | null;
}

const role = v.picklist(MANAGED_ROLES, M.roleInvalid);
const schoolId = v.nullable(v.pipe(v.string(M.schoolInvalid), v.trim(), recordId(M.schoolInvalid)));
const status = v.picklist(ACCOUNT_STATUSES, M.statusInvalid);
const userId = v.pipe(v.string(M.recordIdInvalid), v.trim(), v.uuid(M.recordIdInvalid), v.toLowerCase());

/** A school administrator has exactly one school; a super administrator none. */
export function schoolRuleError(values: { role?: string; schoolId?: string | null }): string | undefined {
  if (values.role === 'school_admin' && !values.schoolId) return M.schoolRequired;
  if (values.role === 'super_admin' && values.schoolId) return M.schoolNotAllowed;
  return undefined;
}

/** `POST /api/users` and the 'Add User' form. */
export const UserCreateSchema = v.pipe(
  v.object({
    _id: v.optional(userId),
    name: personName(M.nameRequired),
    email: EmailSchema,
    role,
    schoolId: v.optional(schoolId, null),
  }),
  v.forward(
    v.partialCheck(
      [['role'], ['schoolId']],
      (input) => !(input.role === 'school_admin' && !input.schoolId),
      M.schoolRequired,
    ),
    ['schoolId'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['schoolId']],
      (input) => !(input.role === 'super_admin' && input.schoolId),
      M.schoolNotAllowed,
    ),
    ['schoolId'],
  ),
);
export type UserCreate = v.InferOutput<typeof UserCreateSchema>;

/** `PATCH /api/users/:id`: any of the fields; the school rule is checked against the stored account too. */
export const UserUpdateSchema = v.object({
  name: v.optional(personName(M.nameRequired)),
  email: v.optional(EmailSchema),
  role: v.optional(role),
  schoolId: v.optional(schoolId),
  status: v.optional(status),
});
export type UserUpdate = v.InferOutput<typeof UserUpdateSchema>;
