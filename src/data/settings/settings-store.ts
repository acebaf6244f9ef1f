/**
 * The signed-in person's settings on this device (Settings screen): the server's copy with the changes
 * made here on top. A change applies at once and is kept in localStorage as `pending` until the server
 * accepts it, so a change made offline reaches the server when the connection (or a sign-in) returns.
 * Settings are one person's own: a later change of a field wins, without If-Match.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newId } from '../../domain/ids';
import {
  DEFAULT_SETTINGS,
  SETTINGS_MESSAGES,
  SettingsChangeSchema,
  type SettingsChange,
  type UserSettings,
} from '../../domain/settings/settings-schema';
import { isApiError, isNetworkError, messageOf } from '../api/api-error';
import { unwrapRecord } from '../api/envelope';
import { request } from '../api/request';
import { useSession } from '../session/session-store';
import { chooseLanguage, currentLanguage, takeUnsentLanguage } from '../../i18n/language';
import { applyAppearance } from './appearance';

/** `device`: changed here, not yet accepted by the server; `server`: as the server holds it. */
export type SettingsWhere = 'unknown' | 'device' | 'server';

interface SettingsData {
  userId: string | null;
  settings: UserSettings;
  pending: SettingsChange | null;
  /** The Idempotency-Key of `pending` as it stands. */
  pendingKey: string | null;
  where: SettingsWhere;
  /** Why the server refused the last change, if it did. */
  refused: string | null;
}

const initial: SettingsData = {
  userId: null,
  settings: DEFAULT_SETTINGS,
  pending: null,
  pendingKey: null,
  where: 'unknown',
  refused: null,
};

export const useSettings = create<SettingsData>()(
  persist(() => initial, { name: 'shala.settings', storage: createJSONStorage(() => localStorage) }),
);

const SETTINGS_PATH = '/auth/settings';

function readSettings(body: unknown): UserSettings {
  const record = unwrapRecord(body) ?? {};
  const change = v.safeParse(SettingsChangeSchema, {
    emailNotifications: record.emailNotifications,
    twoFactor: record.twoFactor,
    theme: record.theme,
    compactView: record.compactView,
    language: record.language ?? undefined,
  });
  const version = typeof record.version === 'number' ? record.version : DEFAULT_SETTINGS.version;
  return { ...DEFAULT_SETTINGS, ...(change.success ? definedOnly(change.output) : {}), version };
}

const definedOnly = (change: SettingsChange): SettingsChange =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));

function show(settings: UserSettings): void {
  applyAppearance({ theme: settings.theme, compactView: settings.compactView });
  // The account's language follows the person to every device they sign in on.
  if (settings.language && settings.language !== currentLanguage()) void chooseLanguage(settings.language);
}

/** This person's data: another person's settings or pending changes never carry over. */
function ownState(): SettingsData | null {
  const userId = useSession.getState().user?._id;
  if (!userId) return null;
  const state = useSettings.getState();
  if (state.userId === userId) return state;
  useSettings.setState({ ...initial, userId });
  return useSettings.getState();
}

let pushing: Promise<void> | null = null;
let pushAgain = false;

/**
 * Sends the changes made on this device, if any; offline, they stay for later. Asked while a send is on
 * its way (the connection came back while a try made offline had not failed yet), it tries once more
 * after it, so a change is never left waiting behind a try that was bound to fail.
 */
export function pushSettings(): Promise<void> {
  if (pushing) {
    pushAgain = true;
    return pushing;
  }
  pushing = (async () => {
    do {
      pushAgain = false;
      await sendPending();
    } while (pushAgain);
  })().finally(() => (pushing = null));
  return pushing;
}

async function sendPending(): Promise<void> {
  const state = ownState();
  if (!state?.pending || !state.pendingKey || !useSession.getState().token) return;
  const { pending, pendingKey, userId } = state;
  try {
    const answer = readSettings(
      await request(SETTINGS_PATH, { method: 'PUT', body: pending, headers: { 'Idempotency-Key': pendingKey } }),
    );
    const now = useSettings.getState();
    if (now.userId !== userId) return;
    // A change made while this one was on its way is still waiting.
    const later = now.pendingKey === pendingKey ? null : now.pending;
    const settings = { ...answer, ...definedOnly(later ?? {}) };
    useSettings.setState({ settings, pending: later, pendingKey: later ? now.pendingKey : null, where: later ? 'device' : 'server', refused: null });
    show(settings);
    if (later) await sendPending();
  } catch (error) {
    if (isNetworkError(error) || isApiError(error, 401) || (isApiError(error) && error.status >= 500)) return;
    // Refused (it cannot be, with the same schema on both sides, but a server may differ): back to the server's copy.
    useSettings.setState({ pending: null, pendingKey: null, refused: messageOf(error, SETTINGS_MESSAGES.refused) });
    await loadSettings();
  }
}

/** Reads the server's copy (after sign-in, on opening Settings) with this device's waiting changes on top. */
export async function loadSettings(): Promise<void> {
  if (!ownState() || !useSession.getState().token) return;
  try {
    const server = readSettings(await request(SETTINGS_PATH));
    const { pending } = useSettings.getState();
    const settings = { ...server, ...definedOnly(pending ?? {}) };
    useSettings.setState({ settings, where: pending ? 'device' : 'server' });
    show(settings);
    if (pending) await pushSettings();
  } catch {
    // Offline or signed out meanwhile: the copy on this device stands.
  }
}

/** A change made on the Settings screen: applied at once, kept on this device, sent when it can be. */
export async function changeSettings(change: SettingsChange): Promise<void> {
  const state = ownState();
  if (!state) return;
  const pending = { ...state.pending, ...definedOnly(change) };
  const settings = { ...state.settings, ...definedOnly(change) };
  useSettings.setState({ settings, pending, pendingKey: newId(), where: 'device', refused: null });
  show(settings);
  await pushSettings();
}

/** At start: the server's copy once signed in, and waiting changes sent when the connection returns. */
export function startSettingsSync(): () => void {
  const chosenBeforeSignIn = takeUnsentLanguage();
  if (chosenBeforeSignIn) void changeSettings({ language: chosenBeforeSignIn });
  void loadSettings();
  const unsubscribe = useSession.subscribe((session, previous) => {
    if (session.token && session.token !== previous.token) void loadSettings();
  });
  const online = () => void pushSettings();
  window.addEventListener('online', online);
  return () => {
    unsubscribe();
    window.removeEventListener('online', online);
  };
}
