/**
 * The last active super administrator stays: two super administrators deactivating or demoting each
 * other at the same moment cannot both pass (on PostgreSQL the requests truly overlap).
 */
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES as M, type UserAccount } from '../../src/domain/users/user-account';
import { admin, call, own, setupAccessApp } from './helpers/access-app';
import { createdAccount, patchUser, tokenOf } from './helpers/users-app';

setupAccessApp();

const activeSuperAdmins = async (token: string) =>
  (await call(token, 'GET', '/api/users?role=super_admin&status=active')).json<{ data: UserAccount[] }>()
    .data;

async function race(change: object, allowedRefusals: number[]) {
  const me = (await call(admin, 'GET', '/api/auth/me')).json<{ data: UserAccount }>().data;
  expect((await activeSuperAdmins(admin)).map((user) => user._id)).toEqual([me._id]);
  const second = await createdAccount({ role: 'super_admin', schoolId: null });
  const secondToken = await tokenOf(second);

  const [mine, theirs] = await Promise.all([
    patchUser(admin, second._id, change),
    patchUser(secondToken, me._id, change),
  ]);
  const statuses = [mine.statusCode, theirs.statusCode];
  expect(
    statuses.filter((status) => status === 200),
    `${mine.body} ${theirs.body}`,
  ).toHaveLength(1);
  const refused = [mine, theirs].find((response) => response.statusCode !== 200)!;
  expect(allowedRefusals, refused.body).toContain(refused.statusCode);
  if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ message: M.lastSuperAdmin });

  const survivor = mine.statusCode === 200 ? admin : secondToken;
  const left = await activeSuperAdmins(survivor);
  expect(left).toHaveLength(1);
  return { survivor, left: left[0]!, me, second };
}

describe('the last active super administrator', () => {
  it('survives two demotions at once: one is refused (409, or 403 when the caller was demoted first)', async () => {
    const { survivor, me, second } = await race({ role: 'school_admin', schoolId: own._id }, [403, 409]);
    // Back to the demo administrator as the only active super administrator, for the next race.
    if (survivor !== admin)
      expect((await patchUser(survivor, me._id, { role: 'super_admin' })).statusCode).toBe(200);
    const retired = await patchUser(admin, second._id, { status: 'inactive' });
    expect(retired.statusCode, retired.body).toBe(200);
  });

  it('survives two deactivations at once: one is refused (409, or 401 when the caller was deactivated first)', async () => {
    const { left } = await race({ status: 'inactive' }, [401, 409]);
    expect(left.status).toBe('active');
  });
});
