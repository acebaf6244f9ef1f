import { toast } from 'react-toastify';

/** Toast lifetimes of spec §9. */
export const TOAST_DURATIONS = { default: 4000, success: 2000, error: 4000 } as const;

export const notifySuccess = (message: string) =>
  toast.success(message, { autoClose: TOAST_DURATIONS.success });
export const notifyError = (message: string) => toast.error(message, { autoClose: TOAST_DURATIONS.error });
export const notifyInfo = (message: string) => toast.info(message, { autoClose: TOAST_DURATIONS.default });
