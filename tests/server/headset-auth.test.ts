/**
 * Headsets' authentication (docs/headsets.md, "Authentication"): a live device's token, compared in
 * constant time; unknown, rotated, a person's token and no token are 401 `device_token`; a device switched
 * off is 403; failed tries per address are limited; and a device token opens no other route.
 */
import { describe, expect, it } from 'vitest';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import { batchableRoutes } from '../../server/modules/outbox/batchable-routes';
import { findDeviceByToken } from '../../server/auth/device-tokens';
import {
  asAdmin,
  asHeadset,
  checkInBody,
  deviceAuth,
  newHeadset,
  school,
  setupHeadsetsApp,
  storedDevice,
  t,
} from './helpers/headsets-app';
import { DEMO, signIn } from './helpers/test-app';

setupHeadsetsApp();

const refusal = (response: { json: <T>() => T }) => response.json<{ errorType: string; message: string }>();

describe('a headset route', () => {
  it('answers a live headset with its token', async () => {
    const headset = await newHeadset();
    const response = await asHeadset(headset.token).get('/api/headset/manifest');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ school_id: string }>().school_id).toBe(school._id);
  });

  it('refuses no token, another scheme and a person’s sign-in token with 401 device_token', async () => {
    const person = (await signIn(t.app, DEMO.superAdmin)).token;
    for (const authorization of [undefined, `Bearer ${person}`, 'Device', `Basic ${person}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/headset/manifest',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(refusal(response)).toMatchObject({ errorType: 'device_token', message: M.tokenMissing });
    }
  });

  it('refuses an unknown token, one differing in one byte, and a deleted headset’s', async () => {
    const headset = await newHeadset();
    const deleted = await newHeadset();
    expect((await asAdmin.delete(`/api/device/${deleted.id}`)).statusCode).toBe(200);
    for (const token of ['no-such-token-anywhere', `${headset.token.slice(0, -1)}x`, deleted.token]) {
      const response = await asHeadset(token, '203.0.113.21').get('/api/headset/manifest');
      expect(response.statusCode, token).toBe(401);
      expect(refusal(response)).toMatchObject({ errorType: 'device_token', message: M.tokenUnknown });
    }
  });

  it('refuses a rotated token at once, and takes the new one', async () => {
    const headset = await newHeadset();
    expect((await asHeadset(headset.token).get('/api/headset/manifest')).statusCode).toBe(200);
    const rotated = await asAdmin.post(`/api/devices/${headset.id}/rotate-token`, {
      api_token: 'rotated-token-for-the-test-0001',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const old = await asHeadset(headset.token, '203.0.113.22').post('/api/headset/check-in', checkInBody());
    expect(old.statusCode).toBe(401);
    expect(refusal(old).errorType).toBe('device_token');
    const renewed = await asHeadset('rotated-token-for-the-test-0001').post(
      '/api/headset/check-in',
      checkInBody(),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('finds a token with backslashes, quotes and letters beyond ASCII by its exact bytes', async () => {
    const token = String.raw`back\slash\x41'quote"é€\\end`;
    const headset = await newHeadset({ api_token: token });
    expect((await findDeviceByToken(t.app.db, token))?.id).toBe(headset.id);
    expect(await findDeviceByToken(t.app.db, String.raw`back\slash\x41'quote"é€\end`)).toBeUndefined();
    expect((await asHeadset(token).get('/api/headset/manifest')).statusCode).toBe(200);
  });

  it('refuses a headset switched off in the console with 403, storing nothing', async () => {
    const headset = await newHeadset();
    expect((await asAdmin.patch(`/api/devices/${headset.id}/status`, { status: false })).statusCode).toBe(
      200,
    );
    const response = await asHeadset(headset.token).post('/api/headset/check-in', checkInBody());
    expect(response.statusCode).toBe(403);
    expect(refusal(response)).toMatchObject({ errorType: 'forbidden', message: M.deviceInactive });
    expect((await storedDevice(headset.id)).last_seen_at).toBeNull();
  });

  it('limits failed tries per address to 30 in 10 minutes, before any lookup, sparing other addresses', async () => {
    const headset = await newHeadset();
    const address = '192.0.2.77';
    for (let i = 0; i < 30; i += 1) {
      const response = await asHeadset(`wrong-token-${i}`, address).get('/api/headset/manifest');
      expect(response.statusCode).toBe(401);
    }
    const limited = await asHeadset(headset.token, address).get('/api/headset/manifest');
    expect(limited.statusCode).toBe(429);
    expect(refusal(limited).errorType).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await asHeadset(headset.token, '192.0.2.78').get('/api/headset/manifest')).statusCode).toBe(200);
  });

  it('counts a good token’s calls as no failures', async () => {
    const headset = await newHeadset();
    for (let i = 0; i < 32; i += 1) {
      const response = await asHeadset(headset.token, '192.0.2.79').get('/api/headset/manifest');
      expect(response.statusCode).toBe(200);
    }
  });

  it('reads no body before the token is checked, and takes bodies up to 1 MB', async () => {
    const huge = JSON.stringify(checkInBody({ os_version: 'x'.repeat(2 * 1024 * 1024) }));
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/headset/check-in',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(stranger.statusCode).toBe(401);
    const headset = await newHeadset();
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/headset/check-in',
      headers: { ...deviceAuth(headset.token), 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    const lessons = Array.from({ length: 2000 }, (_, i) => ({
      content_id: `0199a0c2-7e00-7000-8000-${String(i).padStart(12, '0')}`,
      status: 'downloading',
      version: 1,
      bytes_done: 73400320,
      error: 'e'.repeat(200),
    }));
    const large = await asHeadset(headset.token).post('/api/headset/check-in', checkInBody({ lessons }));
    expect(JSON.stringify(checkInBody({ lessons })).length).toBeGreaterThan(256 * 1024);
    expect(large.statusCode, large.body).toBe(200);
  });
});

describe('a device token elsewhere', () => {
  it('opens no person’s route, as Device or as Bearer', async () => {
    const headset = await newHeadset();
    for (const url of [
      '/api/auth/me',
      `/api/device/${headset.id}`,
      '/api/schools',
      '/api/sync?scope=global',
    ]) {
      for (const authorization of [`Device ${headset.token}`, `Bearer ${headset.token}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, `${url} ${authorization}`).toBe(401);
      }
    }
  });

  it('is never carried by an outbox batch', () => {
    const check = batchableRoutes(t.app.apiRoutes);
    expect(check('POST', '/headset/check-in')).toBe(false);
    expect(check('POST', '/headset/plays')).toBe(false);
    expect(check('PATCH', `/schools/${school._id}`)).toBe(true);
  });
});
