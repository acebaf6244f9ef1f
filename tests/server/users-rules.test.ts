import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { newId } from '../../src/domain/ids';
import { USER_MESSAGES as M, type UserAccount } from '../../src/domain/users/user-account';
import { LIST_MESSAGES } from '../../server/kit/list-query';
import { admin, call, other, own, setupAccessApp, t } from './helpers/access-app';
import { DEMO } from './helpers/test-app';
import { accountForm, codeSignIn, createdAccount, patchUser, tokenOf } from './helpers/users-app';
import { codeIn, latestMailTo, mailCountTo } from './helpers/mail';

setupAccessApp();

const me = async (token: string) =>
  (await call(token, 'GET', '/api/auth/me')).json<{ data: UserAccount }>().data;

describe('POST /api/users', () => {
  it('creates a school administrator of a live school, active, never signed in, and answers it', async () => {
    const form = accountForm({ email: 'New.Admin@Example.in', name: '  Meera   Kulkarni ' });
    const response = await call(admin, 'POST', '/api/users', form);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.created,
      data: {
        name: 'Meera Kulkarni',
        email: 'new.admin@example.in',
        role: 'school_admin',
        schoolId: own._id,
        school_name: own.school_name,
        status: 'active',
        lastSignInAt: null,
        version: 1,
      },
    });
  });

  it('creates a super administrator with no school', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/users',
      accountForm({ role: 'super_admin', schoolId: null }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ data: { role: 'super_admin', schoolId: null } });
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ email: 'not-an-address' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: undefined }, 'email', AUTH_MESSAGES.emailRequired],
    [{ role: 'user' }, 'role', M.roleInvalid],
    [{ role: 'teacher' }, 'role', M.roleInvalid],
    [{ schoolId: null }, 'schoolId', M.schoolRequired],
    [{ role: 'super_admin' }, 'schoolId', M.schoolNotAllowed],
    [{ schoolId: 'no such school' }, 'schoolId', M.schoolInvalid],
    [{ name: 'x'.repeat(5000) }, 'name', 'Name must be less than 100 characters'],
    [{ name: 'Bad\u0007Name' }, undefined, undefined],
  ])('refuses a bad field (%#) with a 400 naming it, storing nothing', async (overrides, field, message) => {
    const before = (await call(admin, 'GET', '/api/users')).json<{ data: unknown[] }>().data.length;
    const response = await call(admin, 'POST', '/api/users', accountForm(overrides));
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    const after = (await call(admin, 'GET', '/api/users')).json<{ data: unknown[] }>().data.length;
    expect(after).toBe(before);
  });

  it('refuses a school that is deleted', async () => {
    const school = await call(admin, 'POST', '/api/schools/initiate-school', {
      school_name: 'Zilla Parishad School Doomed',
      email: 'doomed.users@example.in',
      phone_number: '9823456701',
      contact: 'Sunanda Shinde',
      street: 'Velhe Road',
      locality: 'Velhe',
      city: 'Velhe',
      state: 'Maharashtra',
      pincode: '412212',
      principal_name: 'Mahadev Dhumal',
      principal_email: 'mahadev.doomed@example.in',
      principal_contact: '9823456702',
    });
    expect(school.statusCode, school.body).toBe(201);
    const id = school.json<{ data: { _id: string } }>().data._id;
    expect((await call(admin, 'DELETE', `/api/schools/${id}`)).statusCode).toBe(200);
    const response = await call(admin, 'POST', '/api/users', accountForm({ schoolId: id }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errors: { schoolId: M.schoolInvalid } });
  });

  it('refuses an e-mail another account holds with a 409 naming the field, whatever its case', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/users',
      accountForm({ email: DEMO.schoolAdmin.toUpperCase() }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ errorType: 'duplicate', errors: { email: M.emailTaken } });
  });

  it('answers a resent create (same id) with the stored account, creating one', async () => {
    const form = { ...accountForm(), _id: newId() };
    const first = await call(admin, 'POST', '/api/users', form);
    const again = await call(admin, 'POST', '/api/users', form);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ data: { _id: form._id, version: 1 } });
  });
});

describe('GET /api/users', () => {
  it('lists every account with school name, status and last sign-in, and searches name, e-mail and school', async () => {
    const account = await createdAccount({ name: 'Savitri Phule', schoolId: other._id });
    const all = (await call(admin, 'GET', '/api/users')).json<{ data: UserAccount[] }>().data;
    expect(all.find((user) => user.email === DEMO.superAdmin)).toMatchObject({
      role: 'super_admin',
      status: 'active',
    });
    expect(all.find((user) => user.email === DEMO.superAdmin)!.lastSignInAt).not.toBeNull();
    const found = async (query: string) =>
      (await call(admin, 'GET', `/api/users?${query}`))
        .json<{ data: UserAccount[] }>()
        .data.map((u) => u.email);
    expect(await found('q=savitri')).toEqual([account.email]);
    expect(await found(`q=${encodeURIComponent(account.email.toUpperCase())}`)).toEqual([account.email]);
    expect(await found(`q=${encodeURIComponent(other.school_name)}`)).toContain(account.email);
    expect(await found('role=super_admin')).toContain(DEMO.superAdmin);
    expect(await found('role=super_admin')).not.toContain(account.email);
    expect(await found('status=inactive')).not.toContain(account.email);
  });

  it.each([
    ['role=teacher', 'Role must be super_admin, school_admin or user'],
    ['status=gone', 'Status must be active or inactive'],
    [`q=${'a'.repeat(101)}`, LIST_MESSAGES.searchTooLong],
  ])('refuses ?%s with a 400', async (query, message) => {
    const response = await call(admin, 'GET', `/api/users?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
  });

  it('answers 404 for an unknown account and 400 for a bad id', async () => {
    expect((await call(admin, 'GET', `/api/users/${newId()}`)).json()).toMatchObject({ message: M.notFound });
    const bad = await call(admin, 'GET', '/api/users/%20%00');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/:id', () => {
  it('edits name, e-mail, role and school; a super administrator loses the school', async () => {
    const account = await createdAccount();
    const edited = await patchUser(admin, account._id, { name: 'Renamed Person', schoolId: other._id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: M.edited,
      data: { name: 'Renamed Person', schoolId: other._id, school_name: other.school_name, version: 2 },
    });
    const promoted = await patchUser(admin, account._id, { role: 'super_admin' });
    expect(promoted.json()).toMatchObject({ data: { role: 'super_admin', schoolId: null } });
    const demoted = await patchUser(admin, account._id, { role: 'school_admin' });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toMatchObject({ errors: { schoolId: M.schoolRequired } });
  });

  it('refuses a stale If-Match with the current account, and a taken e-mail with a 409', async () => {
    const account = await createdAccount();
    await patchUser(admin, account._id, { name: 'First Edit' });
    const stale = await call(admin, 'PATCH', `/api/users/${account._id}`, { name: 'Late Edit' });
    expect(stale.statusCode).toBe(200);
    const conflict = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account._id}`,
      headers: { authorization: `Bearer ${admin}`, 'if-match': '1' },
      payload: { name: 'Stale Edit' },
    });
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json()).toMatchObject({ errorType: 'version_conflict', current: { name: 'Late Edit' } });
    const taken = await patchUser(admin, account._id, { email: DEMO.superAdmin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { email: M.emailTaken } });
  });

  it('refuses bad fields with a 400 and an unknown account with a 404', async () => {
    const account = await createdAccount();
    for (const body of [
      { status: 'gone' },
      { role: 'user' },
      { email: 'x' },
      { schoolId: 'nope nope' },
      { name: 7 },
    ]) {
      const response = await patchUser(admin, account._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patchUser(admin, newId(), { name: 'Nobody Here' })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/users/${account._id}`)).json()).toMatchObject({
      data: { version: 1 },
    });
  });

  it('refuses to deactivate or demote oneself', async () => {
    const self = await me(admin);
    const deactivate = await patchUser(admin, self._id, { status: 'inactive' });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ message: M.selfDeactivate });
    const demote = await patchUser(admin, self._id, { role: 'school_admin', schoolId: own._id });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ message: M.selfDemote });
  });
});

describe('what is no edit of an account', () => {
  it('a code sign-in and a password reset keep the version, so an edit made with the version seen goes through', async () => {
    const account = await createdAccount();
    await tokenOf(account);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp?source=reset',
      payload: { email: account.email },
      remoteAddress: '203.0.113.21',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = codeIn(await latestMailTo(t, account.email));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: account.email, otp, password: 'a-new-good-password' },
      remoteAddress: '203.0.113.21',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const stored = (await call(admin, 'GET', `/api/users/${account._id}`)).json<{ data: UserAccount }>().data;
    expect(stored).toMatchObject({ version: 1, isVerified: true });
    expect(stored.lastSignInAt).not.toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account._id}`,
      headers: { authorization: `Bearer ${admin}`, 'if-match': '1' },
      payload: { name: 'Edited After Reset' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});

describe('deactivation and reactivation', () => {
  it("ends the account's sessions: its token gets 401 on its next request, and it cannot sign in until reactivated", async () => {
    const account = await createdAccount();
    const token = await tokenOf(account);
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await me(token)).lastSignInAt).not.toBeNull();

    const off = await patchUser(admin, account._id, { status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ data: { status: 'inactive' } });
    const next = await call(token, 'GET', '/api/auth/me');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({
      errorType: 'account_deactivated',
      message: AUTH_MESSAGES.accountDeactivated,
    });

    const code = await call(admin, 'POST', `/api/users/${account._id}/send-code`);
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ message: M.inactiveNoCode });

    const on = await patchUser(admin, account._id, { status: 'active' });
    expect(on.statusCode, on.body).toBe(200);
    // The old token stays ended; a new sign-in works.
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const again = await codeSignIn(account);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a password or code sign-in of an inactive account with a clear 401', async () => {
    const account = await createdAccount();
    const sent = await call(admin, 'POST', `/api/users/${account._id}/send-code`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: `A sign-in code was sent to ${account.email}` });
    const otp = codeIn(await latestMailTo(t, account.email));
    expect((await patchUser(admin, account._id, { status: 'inactive' })).statusCode).toBe(200);
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, otp },
      remoteAddress: '203.0.113.9',
    });
    expect(byCode.statusCode).toBe(401);
    expect(byCode.json()).toMatchObject({
      errorType: 'account_deactivated',
      message: AUTH_MESSAGES.accountDeactivated,
    });

    // The demo school administrator has a password: deactivated, the right password is refused clearly.
    const demo = (await call(admin, 'GET', `/api/users?q=${encodeURIComponent(DEMO.schoolAdmin)}`)).json<{
      data: UserAccount[];
    }>().data[0]!;
    expect((await patchUser(admin, demo._id, { status: 'inactive' })).statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO.schoolAdmin, password },
        remoteAddress: '203.0.113.10',
      });
    expect((await login('wrong-password')).json()).toMatchObject({
      message: AUTH_MESSAGES.invalidCredentials,
    });
    const refused = await login(DEMO.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorType: 'account_deactivated' });
    expect((await patchUser(admin, demo._id, { status: 'active' })).statusCode).toBe(200);
    expect((await login(DEMO.password)).statusCode).toBe(200);
  });

  it('mails a deactivated account nothing: no sign-in code, no two-factor code after the right password', async () => {
    const signIn = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '203.0.113.11' });
    const demoToken = (await signIn({ email: DEMO.schoolAdmin, password: DEMO.password })).json<{
      token: string;
    }>().token;
    expect((await call(demoToken, 'PUT', '/api/auth/settings', { twoFactor: true })).statusCode).toBe(200);
    const demo = (await call(admin, 'GET', `/api/users?q=${encodeURIComponent(DEMO.schoolAdmin)}`)).json<{
      data: UserAccount[];
    }>().data[0]!;
    expect((await patchUser(admin, demo._id, { status: 'inactive' })).statusCode).toBe(200);
    const mailsBefore = await mailCountTo(t, DEMO.schoolAdmin);

    const byPassword = await signIn({ email: DEMO.schoolAdmin, password: DEMO.password });
    expect(byPassword.statusCode).toBe(401);
    expect(byPassword.json()).toMatchObject({ errorType: 'account_deactivated' });
    const codeAsked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: DEMO.schoolAdmin },
      remoteAddress: '203.0.113.11',
    });
    expect(codeAsked.statusCode).toBe(200);
    expect(await mailCountTo(t, DEMO.schoolAdmin)).toBe(mailsBefore);

    expect((await patchUser(admin, demo._id, { status: 'active' })).statusCode).toBe(200);
    const back = await signIn({ email: DEMO.schoolAdmin, password: DEMO.password });
    expect(back.json()).toMatchObject({ twoFactorRequired: true });
    expect(await mailCountTo(t, DEMO.schoolAdmin)).toBe(mailsBefore + 1);
  });
});
