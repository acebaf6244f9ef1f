import { Suspense, lazy } from 'react';
import { TOAST_DURATIONS, useToastsWanted } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** The one toast container (spec §9: at most 20 at once; width and margin are set in styles/toasts.css). */
export function AppToasts() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer autoClose={TOAST_DURATIONS.default} limit={20} newestOnTop closeOnClick />
    </Suspense>
  );
}
