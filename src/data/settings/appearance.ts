/**
 * Dark mode and compact view on this device (Settings, Appearance): `data-theme` and `data-density` on
 * <html> select the tokens in src/styles/tokens.css. Kept in localStorage so the page's own script
 * (src/app/appearance-before-paint.js) applies it before the first paint of the next visit; `system`
 * follows the device's setting as it changes.
 */
import type { Theme } from '../../domain/settings/settings-schema';

export const APPEARANCE_KEY = 'shala.appearance';

export interface Appearance {
  theme: Theme;
  compactView: boolean;
}

const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)');

let current: Appearance = { theme: 'system', compactView: false };

function paint(): void {
  const root = document.documentElement;
  const dark = current.theme === 'dark' || (current.theme === 'system' && systemDark()?.matches === true);
  root.dataset.theme = dark ? 'dark' : 'light';
  if (current.compactView) root.dataset.density = 'compact';
  else delete root.dataset.density;
}

export function applyAppearance(appearance: Appearance): void {
  current = { theme: appearance.theme, compactView: appearance.compactView };
  try {
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or a full disk: the appearance still applies until the page closes.
  }
  paint();
}

/** Reads what the page's own script applied and follows the system's light or dark setting from then on. */
export function followSystemTheme(): () => void {
  try {
    const saved = JSON.parse(localStorage.getItem(APPEARANCE_KEY) ?? '{}') as Partial<Appearance>;
    current = {
      theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
      compactView: saved.compactView === true,
    };
  } catch {
    // Nothing saved: the defaults.
  }
  paint();
  const query = systemDark();
  query?.addEventListener('change', paint);
  return () => query?.removeEventListener('change', paint);
}
