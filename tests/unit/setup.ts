import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from './helpers/session';
import english from 'virtual:catalog/en';
import { i18n } from '../../src/i18n/i18n';

// The app's words in English, as the app shows them before another language is chosen.
i18n.load('en', english);
i18n.activate('en');

beforeEach(() => {
  localStorage.clear();
  resetSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
