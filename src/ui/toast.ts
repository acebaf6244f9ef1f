/**
 * Toasts. react-toastify loads with the first toast, not with the sign-in page; a toast asked
 * for before its container mounts waits in react-toastify's queue.
 */
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';

/** How long each kind of toast stays, in milliseconds. */
export const TOAST_DURATIONS = { default: 4000, success: 2000, error: 4000 } as const;

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

/** True once a toast was asked for: the container (and react-toastify) is then loaded. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );

const loadToastify = () => import('./toast-container');

/**
 * Loads react-toastify and mounts its container now (once someone is signed in), so that a toast said
 * offline, such as 'Saved on this device', does not wait for a download the network cannot make.
 */
export function prepareToasts(): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify();
}

/** The error toasts on screen now. */
const errorsShown = new Set<string | number>();

/**
 * `message` (the app's, a schema's or the server's English words) in the chosen language. A success
 * takes away the errors still on screen: they answered what has now worked (a wrong password, then the
 * right one), and an error that stays true is also said where it belongs (a form's fields, the bell).
 */
function notify(kind: Kind, message: string, autoClose: number): void {
  prepareToasts();
  const text = t(message);
  void loadToastify().then(({ toast }) => {
    if (kind === 'success') errorsShown.forEach((id) => toast.dismiss(id));
    const id = toast[kind](text, { autoClose, onClose: () => errorsShown.delete(id) });
    if (kind === 'error') errorsShown.add(id);
  });
}

export const notifySuccess = (message: string) => notify('success', message, TOAST_DURATIONS.success);
export const notifyError = (message: string) => notify('error', message, TOAST_DURATIONS.error);
export const notifyInfo = (message: string) => notify('info', message, TOAST_DURATIONS.default);
