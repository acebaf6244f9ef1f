import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, vi } from 'vitest';
import english from 'virtual:catalog/en';
import { i18n } from '../../src/i18n/i18n';
import { resetSession } from './helpers/session';

// A wait is for a condition; its time limit only says when to give up. Testing Library's 1 s default
// is shorter than a lazy screen's first render on a loaded two-core machine.
configure({ asyncUtilTimeout: 10_000 });

// The app shows its language before the first render (src/main.tsx); tests see the English texts.
i18n.load('en', english);

beforeEach(() => {
  // No unit test reaches a network: a request no test answered fails as an unreachable server does.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch: unit tests have no network'))),
  );
  i18n.activate('en', ['en-IN']);
  localStorage.clear();
  resetSession();
});

afterEach(() => {
  cleanup();
  // A toast raised once its screen is gone waits for the next container to show it: the next test's.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
