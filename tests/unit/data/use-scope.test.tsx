import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { TTL_MS } from '../../../src/data/db/entities';
import { useScope } from '../../../src/data/sync/use-scope';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { jsonResponse, stubFetch, type FetchMock } from '../helpers/fetch';

const SCHOOL = { _id: '0190f3b0-0000-7000-8000-0000000000a1', school_name: 'ZP School Kendur', version: 3 };
const page = { success: true, changes: [{ entity: 'schools', record: SCHOOL }], tombstones: [], cursor: '41', hasMore: false };

let fetchMock: FetchMock;
let scopeNumber = 0;
let scope: `school:${string}`;

beforeEach(async () => {
  await db.delete();
  await db.open();
  fetchMock = stubFetch();
  useSyncStatus.setState({ online: true, pullErrors: {}, pulling: 0 });
  // pullScope shares in-flight pulls per scope: a scope of its own per test keeps tests apart.
  scope = `school:test-${++scopeNumber}`;
});
// Closed so the next test's delete() runs at once; left able to open again for the files that follow.
afterEach(() => {
  vi.useRealTimers();
  db.close({ disableAutoOpen: false });
});

describe('useScope (TTL refresh)', () => {
  it('pulls a scope never pulled on this device and reports when it was pulled', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page));
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.pulledAt).not.toBeNull());
    expect((fetchMock.mock.calls[0]?.[0] as string)).toContain(`/sync?scope=${encodeURIComponent(scope)}`);
    expect(await db.schools.get(SCHOOL._id)).toMatchObject({ school_name: 'ZP School Kendur' });
    expect(result.current).toMatchObject({ stale: false, ready: true, error: null });
  });

  it('does not pull data younger than its TTL', async () => {
    await db.scopes.put({ scope, cursor: '40', pulledAt: Date.now() - TTL_MS.schools / 2 });
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.stale).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pulls data older than its TTL from the saved cursor, and is stale until that pull lands', async () => {
    const old = Date.now() - TTL_MS.schools - 60_000;
    await db.scopes.put({ scope, cursor: '40', pulledAt: old });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0]?.[0] as string)).toContain('since=40');
    expect(result.current).toMatchObject({ stale: true, pulledAt: old });
    answer(jsonResponse(page));
    await waitFor(() => expect(result.current.stale).toBe(false));
    expect((await db.scopes.get(scope))?.cursor).toBe('41');
  });

  it('offline: shows saved data as stale and does not try to pull', async () => {
    useSyncStatus.setState({ online: false });
    await db.scopes.put({ scope, cursor: '40', pulledAt: Date.now() - TTL_MS.schools - 1 });
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.pulledAt).not.toBeNull());
    expect(result.current).toMatchObject({ stale: true, ready: true, online: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the error of a failed pull for the screen and is ready (not loading for ever)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'You do not have permission to do this' }, 403, 'Forbidden'));
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.error).toBe('You do not have permission to do this'));
    expect(result.current.ready).toBe(true);
  });

  it('tries a pull that found no server again on a back-off, with no other event (an `online` can come early)', async () => {
    // Advancing with real time too: fake IndexedDB schedules its work with setTimeout here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(jsonResponse(page));
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The first wait is 2 s, give or take a quarter.
    await vi.advanceTimersByTimeAsync(2500);
    await waitFor(() => expect(result.current.pulledAt).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeNull();
  });

  it('does not try a refused pull again by itself', async () => {
    // Advancing with real time too: fake IndexedDB schedules its work with setTimeout here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'You do not have permission to do this' }, 403, 'Forbidden'));
    const { result } = renderHook(() => useScope(scope, TTL_MS.schools));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
