import { loadedWhenShown } from './loaded-when-shown';
import { TOAST_DURATIONS, useToastsWanted } from './toast';

const ToastContainer = loadedWhenShown(() => import('./toast-container').then((m) => m.ToastContainer), {
  quiet: true,
});

/** The one toast container (at most 20 at once; width and margin are set in styles/toasts.css). */
export function AppToasts() {
  if (!useToastsWanted()) return null;
  return <ToastContainer autoClose={TOAST_DURATIONS.default} limit={20} newestOnTop closeOnClick />;
}
