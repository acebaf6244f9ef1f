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
import type { DrainResult } from '../outbox/drain-outbox';
import { retryingRun } from '../sync/retrying-run';
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

/**
 * Sends the changes made on this device, one send at a time (asked during a send, it sends once more
 * after it). A send that could not reach the server is tried again on a growing back-off: the `online`
 * event can come before the link carries requests, and a change must not wait for the next one.
 */
const sender = retryingRun(sendPending);

/** Sends the changes waiting on this device, if any; offline, they stay and are tried again later. */
export async function pushSettings(): Promise<void> {
  await sender.now();
}

async function sendPending(): Promise<DrainResult> {
  const state = ownState();
  if (!state?.pending || !state.pendingKey || !useSession.getState().token) return { state: 'idle' };
  const { pending, pendingKey, userId } = state;
  try {
    const answer = readSettings(
      await request(SETTINGS_PATH, { method: 'PUT', body: pending, headers: { 'Idempotency-Key': pendingKey } }),
    );
    const now = useSettings.getState();
    if (now.userId !== userId) return { state: 'idle' };
    // A change made while this one was on its way is still waiting.
    const later = now.pendingKey === pendingKey ? null : now.pending;
    const settings = { ...answer, ...definedOnly(later ?? {}) };
    useSettings.setState({ settings, pending: later, pendingKey: later ? now.pendingKey : null, where: later ? 'device' : 'server', refused: null });
    show(settings);
    return later ? sendPending() : { state: 'idle' };
  } catch (error) {
    // A new sign-in reads the settings again and sends what waits.
    if (isApiError(error, 401)) return { state: 'needs-sign-in' };
    if (isNetworkError(error) || (isApiError(error) && (error.status >= 500 || error.status === 429 || error.status === 408))) {
      return { state: 'retry-later', message: messageOf(error, SETTINGS_MESSAGES.refused) };
    }
    // Refused (it cannot be, with the same schema on both sides, but a server may differ): back to the server's copy.
    // Not awaited: a change made meanwhile makes the reading send again, which waits for this send.
    useSettings.setState({ pending: null, pendingKey: null, refused: messageOf(error, SETTINGS_MESSAGES.refused) });
    void loadSettings();
    return { state: 'idle' };
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
  const online = () => {
    sender.resetBackoff();
    void pushSettings();
  };
  window.addEventListener('online', online);
  return () => {
    unsubscribe();
    window.removeEventListener('online', online);
    sender.stop();
  };
}
