import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useServiceWorker } from '../../../src/app/pwa/use-service-worker';

interface RegisterOptions {
  onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration | undefined) => void;
}

/** What vite-plugin-pwa's hook hands the app: its two states, and the options it was given. */
const plugin = vi.hoisted(() => ({
  options: undefined as RegisterOptions | undefined,
  setNeedRefresh: undefined as ((value: boolean) => void) | undefined,
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterOptions) {
    plugin.options = options;
    const needRefresh = useState(false);
    const offlineReady = useState(false);
    plugin.setNeedRefresh = needRefresh[1];
    return { needRefresh, offlineReady, updateServiceWorker: vi.fn() };
  },
}));

function registered(waiting: object | null) {
  const registration = { waiting, update: vi.fn(() => Promise.resolve()) };
  act(() => plugin.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration));
  return registration;
}

/** The plugin announcing a waiting version (it does so when it installs, and again when it waits). */
const announced = () => act(() => plugin.setNeedRefresh?.(true));

describe('useServiceWorker: a new version waiting', () => {
  it("stays quiet after 'Later' when the same version is announced again", () => {
    const { result } = renderHook(() => useServiceWorker());
    registered({ version: 'second' });
    announced();
    expect(result.current.needRefresh).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.needRefresh).toBe(false);
    announced();
    expect(result.current.needRefresh).toBe(false);
  });

  it("asks again for a newer version after 'Later'", () => {
    const { result } = renderHook(() => useServiceWorker());
    const registration = registered({ version: 'second' });
    announced();
    act(() => result.current.dismiss());
    registration.waiting = { version: 'third' };
    announced();
    expect(result.current.needRefresh).toBe(true);
  });
});
