import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/data/api/api-error';
import { APPEARANCE_KEY } from '../../../src/data/settings/appearance';
import {
  changeSettings,
  loadSettings,
  pushSettings,
  useSettings,
} from '../../../src/data/settings/settings-store';
import { DEFAULT_SETTINGS } from '../../../src/domain/settings/settings-schema';
import { jsonResponse, sent, stubFetch } from '../helpers/fetch';
import { makeUser, signInAs } from '../helpers/session';

const server = (fields: Record<string, unknown>) => jsonResponse({ success: true, data: { ...DEFAULT_SETTINGS, ...fields } });

afterEach(() => {
  vi.useRealTimers();
  useSettings.setState({ userId: null, settings: DEFAULT_SETTINGS, pending: null, pendingKey: null, where: 'unknown', refused: null });
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.density;
});

describe('settings on the device', () => {
  it('applies a change at once, sends it with an Idempotency-Key and says it reached the account', async () => {
    signInAs('super_admin');
    const fetchMock = stubFetch().mockResolvedValueOnce(server({ theme: 'dark', version: 2 }));
    await changeSettings({ theme: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_KEY)!)).toEqual({ theme: 'dark', compactView: false });
    const request = sent(fetchMock);
    expect(request).toMatchObject({ url: '/api/auth/settings', method: 'PUT', body: { theme: 'dark' } });
    expect(request.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(useSettings.getState()).toMatchObject({ where: 'server', pending: null, settings: { theme: 'dark', version: 2 } });
  });

  it('keeps a change made offline on the device and sends it later, merged with the next one', async () => {
    signInAs('super_admin');
    const fetchMock = stubFetch().mockRejectedValue(new NetworkError());
    await changeSettings({ compactView: true });
    expect(document.documentElement.dataset.density).toBe('compact');
    await changeSettings({ emailNotifications: false });
    expect(useSettings.getState()).toMatchObject({
      where: 'device',
      pending: { compactView: true, emailNotifications: false },
    });

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(server({ compactView: true, emailNotifications: false, version: 3 }));
    await pushSettings();
    expect(sent(fetchMock).body).toEqual({ compactView: true, emailNotifications: false });
    expect(useSettings.getState()).toMatchObject({ where: 'server', pending: null });
  });

  it('tries again when asked while a try made offline is still failing (the connection came back)', async () => {
    signInAs('super_admin');
    let failOffline: (error: Error) => void = () => undefined;
    const fetchMock = stubFetch()
      .mockReturnValueOnce(new Promise((_resolve, reject) => (failOffline = reject)))
      .mockResolvedValueOnce(server({ compactView: true, version: 6 }));
    const offline = changeSettings({ compactView: true });
    const online = pushSettings();
    failOffline(new NetworkError());
    await Promise.all([offline, online]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSettings.getState()).toMatchObject({ where: 'server', pending: null });
  });

  it('tries a send that found no link again on a back-off, with no other event (an `online` can come early)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signInAs('super_admin');
    const fetchMock = stubFetch()
      .mockRejectedValueOnce(new NetworkError())
      .mockResolvedValueOnce(server({ compactView: true, version: 7 }));
    await changeSettings({ compactView: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSettings.getState().where).toBe('device');

    // The first wait is 2 s, give or take a quarter.
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(fetchMock, 1)).toMatchObject({ method: 'PUT', body: { compactView: true } });
    expect(useSettings.getState()).toMatchObject({ where: 'server', pending: null });
  });

  it('does not try again by itself after a 401: the next sign-in reads the settings and sends what waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signInAs('super_admin');
    const fetchMock = stubFetch().mockResolvedValue(
      jsonResponse({ message: 'Session expired', errorType: 'token_expired' }, 401, 'Unauthorized'),
    );
    await changeSettings({ compactView: true });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSettings.getState()).toMatchObject({ where: 'device', pending: { compactView: true } });
  });

  it("shows the server's copy with this device's waiting changes on top", async () => {
    signInAs('super_admin');
    useSettings.setState({ userId: makeUser()._id, pending: { theme: 'light' }, pendingKey: 'k-1' });
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(server({ theme: 'dark', compactView: true, version: 4 }))
      .mockResolvedValueOnce(server({ theme: 'light', compactView: true, version: 5 }));
    await loadSettings();
    expect(sent(fetchMock, 1)).toMatchObject({ method: 'PUT', body: { theme: 'light' } });
    expect(sent(fetchMock, 1).headers['Idempotency-Key']).toBe('k-1');
    expect(useSettings.getState().settings).toMatchObject({ theme: 'light', compactView: true, version: 5 });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("never carries one person's waiting changes over to another", async () => {
    useSettings.setState({ userId: 'someone-else', pending: { twoFactor: false }, pendingKey: 'k-2' });
    signInAs('super_admin');
    const fetchMock = stubFetch().mockResolvedValueOnce(server({}));
    await loadSettings();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSettings.getState()).toMatchObject({ userId: makeUser()._id, pending: null, where: 'server' });
  });
});
