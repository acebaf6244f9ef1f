/**
 * No route stores or chokes on a control character (NUL and the like): each is a 400 naming where it
 * was found, on public and signed-in routes, in bodies, queries and paths. Tab and line feed pass.
 */
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/domain/text-rules';
import { newId } from '../../src/domain/ids';
import { admin, call, own, setupAccessApp, t } from './helpers/access-app';

setupAccessApp();

const NUL = '\u0000';

const expectRefused = (response: { statusCode: number; body: string }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { errors: Record<string, string> };
  expect(body.errors[field]).toBe(CONTROL_CHARACTERS_MESSAGE);
};

describe('control characters', () => {
  it('are refused in a public body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `a${NUL}b`, email: `nul-${newId()}@example.in`, password: 'A-long-pass-1' },
    });
    expectRefused(response, 'name');
  });

  it('are refused in bodies of every area, nested or not, and nothing is stored', async () => {
    const device = { device_name: `N${NUL}x`, api_token: `tok-${newId()}`, school_id: own._id, status: true };
    expectRefused(await call(admin, 'POST', '/api/device', device), 'device_name');
    const subject = { school_id: own._id, name: 'Nul', code: 'NUL101', department: `D${'\u0007'}`, grade: 1 };
    expectRefused(await call(admin, 'POST', '/api/subjects', subject), 'department');
    const bulk = { school_id: own._id, subjects: [{ ...subject, department: 'Arts', name: `X${NUL}` }] };
    expectRefused(await call(admin, 'POST', '/api/subjects/bulk', bulk), 'subjects.0.name');
    const devices = await call(admin, 'GET', '/api/devices/search?q=tok-');
    expect((JSON.parse(devices.body) as { data: unknown[] }).data).toEqual([]);
  });

  it('are refused in queries and paths', async () => {
    expectRefused(await call(admin, 'GET', '/api/schools?search=%00'), 'search');
    expectRefused(await call(admin, 'GET', '/api/devices/search?q=a%00b'), 'q');
    expectRefused(await call(admin, 'GET', '/api/schools/%00'), 'id');
  });

  it('let tab and line feed through to the field rules', async () => {
    const response = await call(admin, 'GET', '/api/schools?search=a%09b%0Ac');
    expect(response.statusCode, response.body).toBe(200);
  });
});
