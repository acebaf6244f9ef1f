/**
 * Accounts as the super administrator manages them: create, edit,
 * deactivate and reactivate, and a sign-in code by mail. The rules: an e-mail belongs to one account;
 * a school administrator has one live school, a super administrator none; nobody deactivates or
 * demotes themselves or the last active super administrator. Every write touches the account for
 * `/api/sync`; a deactivation ends the account's sessions in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../../src/domain/ids';
import { roleOf } from '../../../src/domain/roles';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import {
  USER_MESSAGES as M,
  schoolRuleError,
  type UserCreate,
  type UserUpdate,
} from '../../../src/domain/users/user-account';
import { endSessionsOf } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { schools, users } from '../../db/schema';
import { badRequest, duplicate, inUse, notFound, versionConflict } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { orClash } from '../../kit/record-write';
import { issueCode } from '../auth';
import { insertUser, type UserRow } from '../auth';
import { userView } from './user-view';
import type { Language } from '../../../src/domain/i18n/languages';
import { translate } from '../../i18n/translate';
import { emailHeld, otherActiveSuperAdmins, userRows } from './users-repository';

/**
 * Serialises the writes that could leave no active super administrator: two deactivations of the
 * last two cannot both count the other as still active.
 */
const ADMINS_LOCK = 7_424_002;

const emailTaken = () => duplicate(M.emailTaken, 'email');

async function assertLiveSchool(db: Db, schoolId: string): Promise<void> {
  const [row] = await db
    .select({ id: schools._id })
    .from(schools)
    .where(and(eq(schools._id, schoolId), isNull(schools.deletedAt)))
    .for('share');
  if (!row) throw badRequest(M.validationFailed, { schoolId: M.schoolInvalid });
}

/** A create whose id is stored answers the stored account (a replay); a deleted one's id is taken. */
export async function createUser({ tx, touch }: WriteContext, input: UserCreate) {
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const existing = await userRows.find(tx, id, { withDeleted: true });
  if (existing) {
    if (existing.deletedAt) throw duplicate(BULK_MESSAGES.idTaken, '_id');
    return userView(tx, existing);
  }
  if (fields.schoolId) await assertLiveSchool(tx, fields.schoolId);
  if (await emailHeld(tx, fields.email)) throw emailTaken();
  const row = await orClash(insertUser(tx, { ...fields, _id: id }), emailTaken);
  touch(users, id);
  return userView(tx, row);
}

/** The role, school and status the account will have after the change. */
function merged(current: UserRow, input: UserUpdate) {
  const role = input.role ?? roleOf(current.role);
  const schoolId =
    input.schoolId !== undefined ? input.schoolId : role === 'super_admin' ? null : current.schoolId;
  return { role, schoolId, status: input.status ?? current.status };
}

/** Self and last-super-administrator rules, checked under ADMINS_LOCK. */
async function assertKeepsAnAdmin(
  db: Db,
  actorId: string,
  current: UserRow,
  next: { role: string; status: string },
) {
  const deactivating = current.status !== 'inactive' && next.status === 'inactive';
  const demoting = current.role === 'super_admin' && next.role !== 'super_admin';
  if (current._id === actorId) {
    if (deactivating) throw inUse(M.selfDeactivate);
    if (demoting) throw inUse(M.selfDemote);
  }
  if ((deactivating || demoting) && current.role === 'super_admin' && current.status !== 'inactive') {
    if ((await otherActiveSuperAdmins(db, current._id)) === 0) throw inUse(M.lastSuperAdmin);
  }
}

/** `PATCH /users/:id`: any fields; `status` deactivates or reactivates. */
export async function updateUser(
  { tx, touch }: WriteContext,
  actorId: string,
  id: string,
  input: UserUpdate,
  baseVersion: number | undefined,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
  const current = await userRows.find(tx, id, { forUpdate: true });
  if (!current) throw notFound(M.notFound);
  if (baseVersion !== undefined && current.version !== baseVersion) {
    throw versionConflict(await userView(tx, current));
  }
  const next = merged(current, input);
  const schoolError = schoolRuleError(next);
  if (schoolError) throw badRequest(M.validationFailed, { schoolId: schoolError });
  if (next.schoolId && next.schoolId !== current.schoolId) await assertLiveSchool(tx, next.schoolId);
  await assertKeepsAnAdmin(tx, actorId, current, next);
  const email = input.email ?? current.email;
  if (email !== current.email && (await emailHeld(tx, email, id))) throw emailTaken();

  const row = (await orClash(
    userRows.update(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      email,
      role: next.role,
      schoolId: next.schoolId,
      status: next.status,
    }),
    emailTaken,
  ))!;
  if (current.status !== 'inactive' && next.status === 'inactive') await endSessionsOf(tx, id);
  touch(users, id);
  return userView(tx, row);
}

/** `POST /users/:id/send-code`: a sign-in code mailed to an active account. */
export async function sendSignInCode(app: FastifyInstance, id: string, language: Language) {
  const row = await userRows.find(app.db, id);
  if (!row) throw notFound(M.notFound);
  if (row.status === 'inactive') throw inUse(M.inactiveNoCode);
  await issueCode(app.db, app.mailer, row.email, 'login', language);
  return { success: true as const, message: translate(language, M.codeSent, { email: row.email }) };
}
