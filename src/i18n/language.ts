/**
 * The chosen language on this device: the one chosen here or in Settings (kept in localStorage), else
 * the browser's. Switching loads that language's catalog (one chunk; the service worker precaches all
 * three) and re-renders the app.
 */
import { useSyncExternalStore } from 'react';
import type { Messages } from '@lingui/core';
import english from 'virtual:catalog/en';
import { LOCALES, isLanguage, languageOfTags, type Language } from '../domain/i18n/languages';
import { i18n } from './i18n';

const STORAGE_KEY = 'shala.language';
/** Set when the language was chosen before signing in: the account takes it at the next sign-in. */
const UNSENT_KEY = 'shala.language.unsent';

const catalogs: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  mr: () => import('virtual:catalog/mr').then((m) => m.default),
  hi: () => import('virtual:catalog/hi').then((m) => m.default),
};

let current: Language = 'en';
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts this visit.
  }
}

/** The language this device uses before anything is loaded. */
export function deviceLanguage(): Language {
  const stored = read(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return languageOfTags(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export const currentLanguage = (): Language => current;

/** Loads the catalog and shows the app in `language` (English if the catalog cannot load). */
export async function showLanguage(language: Language): Promise<void> {
  const messages = await catalogs[language]().catch(() => null);
  const shown = messages ? language : 'en';
  i18n.load(shown, messages ?? english);
  i18n.activate(shown, [LOCALES[shown]]);
  document.documentElement.lang = LOCALES[shown];
  current = shown;
  listeners.forEach((listener) => listener());
}

/** A choice of this device (sign-in page, Settings): kept here, and sent to the account when `unsent`. */
export async function chooseLanguage(language: Language, { unsent = false } = {}): Promise<void> {
  write(STORAGE_KEY, language);
  write(UNSENT_KEY, unsent ? '1' : null);
  await showLanguage(language);
}

/** The language chosen before signing in, once, for the account to take. */
export function takeUnsentLanguage(): Language | null {
  const language = read(UNSENT_KEY) ? read(STORAGE_KEY) : null;
  write(UNSENT_KEY, null);
  return isLanguage(language) ? language : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language shown; a component using it renders again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage);
