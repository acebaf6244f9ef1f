import { ToastContainer } from 'react-toastify';
import { TOAST_DURATIONS } from './toast';

/** The one toast container (spec §9: at most 20 at once; width and margin are set in styles/toasts.css). */
export function AppToasts() {
  return <ToastContainer autoClose={TOAST_DURATIONS.default} limit={20} newestOnTop closeOnClick />;
}
