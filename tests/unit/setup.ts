import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { compileCatalog } from '../../server/i18n/catalog-files';
import { i18n } from '../../src/i18n/i18n';
import { resetSession } from './helpers/session';

// English, as the app starts (`showLanguage`): its texts with placeholders come compiled from the catalogs.
i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: compileCatalog('en', 'client') });

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
