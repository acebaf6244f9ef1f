/** The words an area's list-and-form screen declares (titles, toasts, errors); the kit lays them out. */
import { defineMessages } from '../domain/i18n/languages';

/** The words of a list whose records are not deleted from it (the schools list). */
export interface ListWords {
  title: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  add: string;
  emptyTitle: string;
  emptySearching: string;
  emptyNone: string;
  loading: string;
  noChanges: string;
  signedOut: string;
  /** With a CSV import. */
  importTitle?: string;
  /** The error box's button when the first load failed; 'Retry' by default. */
  retry?: string;
}

/** The words an area's list-and-form screen declares, its Delete dialog's included. */
export interface ListTexts extends ListWords {
  deleteTitle: string;
  deleteMessage: (name: string) => string;
}

/** The toasts of an area's writes. */
export interface WriteMessages {
  added: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
}

const LIST_MESSAGES = defineMessages({
  savedOnDevice: 'Saved on this device. It will be sent to the server when you are back online.',
  savedOnDeviceSending: 'Saved on this device. It will reach the server as soon as the connection allows.',
});

/** Shown instead of "added successfully" for a change kept on the device while offline (the toast translates it). */
export const SAVED_ON_DEVICE = LIST_MESSAGES.savedOnDevice;
/** Online, for a change the server has not answered yet: the header shows it syncing. */
export const SAVED_ON_DEVICE_SENDING = LIST_MESSAGES.savedOnDeviceSending;
