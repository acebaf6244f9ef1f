/**
 * Reading the mirror's accounts: the badge, the role's name, the school,
 * the search over name, e-mail and school, the order and the four cards.
 */
import type { Mirrored } from '../../data/db/app-db';
import type { RecordEndpoint } from '../../data/records/record-writes';
import { textField as text } from '../../domain/people/record-status';
import { ROLE_LABELS, roleOf } from '../../domain/roles';
import type { BadgeTone } from '../../ui/status-badge';
import { formatDate } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { USER_ACTION_TEXTS } from './users-texts';

export type UserRecord = Mirrored<'users'>;
export type SchoolRecord = Mirrored<'schools'>;

/** `POST /users`, `PATCH /users/:id`. */
export const USERS_ENDPOINT: RecordEndpoint<'users'> = { entity: 'users', path: '/users' };

export const isInactive = (user: UserRecord) => user.status === 'inactive';

export function userBadge(user: UserRecord): { tone: BadgeTone; label: string } {
  return isInactive(user)
    ? { tone: 'inactive', label: USER_ACTION_TEXTS.inactive }
    : { tone: 'active', label: USER_ACTION_TEXTS.active };
}

export const nameOfUser = (user: UserRecord) => text(user.name) || text(user.email);
export const roleLabel = (user: UserRecord) => t(ROLE_LABELS[roleOf(user.role)]);

/** The mirror's school name when the device has it (fresher), else the one the account carries. */
export function schoolNameOf(user: UserRecord, schools: ReadonlyMap<string, SchoolRecord>): string {
  if (!user.schoolId) return roleOf(user.role) === 'super_admin' ? USER_ACTION_TEXTS.noSchool : '';
  return text(schools.get(user.schoolId)?.school_name) || text(user.school_name);
}

/** `needle` is lower-cased and trimmed. */
export function matchesUser(user: UserRecord, school: string, needle: string): boolean {
  return [user.name, user.email, school].some((field) => text(field).toLowerCase().includes(needle));
}

export const sortUsers = (users: readonly UserRecord[]) =>
  [...users].sort((a, b) =>
    nameOfUser(a).localeCompare(nameOfUser(b), undefined, { sensitivity: 'base', numeric: true }),
  );

/** The four cards: total, active, admins, inactive. */
export function userCards(users: readonly UserRecord[]) {
  const inactive = users.filter(isInactive).length;
  const admins = users.filter((user) => roleOf(user.role) !== 'user').length;
  return [
    { label: USER_ACTION_TEXTS.total, value: users.length },
    { label: USER_ACTION_TEXTS.activeUsers, value: users.length - inactive },
    { label: USER_ACTION_TEXTS.administrators, value: admins },
    { label: USER_ACTION_TEXTS.inactiveUsers, value: inactive },
  ];
}

/** 'Never', or the date and time of the last sign-in in the chosen language's locale. */
export function lastSignInLabel(user: UserRecord): string {
  if (!user.lastSignInAt) return USER_ACTION_TEXTS.never;
  const at = new Date(user.lastSignInAt);
  return Number.isNaN(at.getTime())
    ? USER_ACTION_TEXTS.never
    : formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
}
