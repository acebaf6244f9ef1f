/** The VR Device Management screen's words (toasts and errors included) and the ones this build adds. */
import { DEVICE_MESSAGES } from '../../domain/devices/device-schema';
import { t, texts } from '../../i18n/i18n';
import type { ListTexts, WriteMessages } from '../../kit/list-texts';

export const DEVICES_TEXTS = texts({
  title: 'VR Device Management',
  subtitle: 'The headsets of every school, their schools and their API tokens',
  searchLabel: 'Search VR devices',
  searchPlaceholder: 'Search VR devices...',
  add: 'Add VR Device',
  emptyTitle: 'No VR devices found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new VR device.',
  loading: 'Loading VR devices...',
  deleteTitle: 'Delete VR Device',
  deleteMessage: (name: string) =>
    t('Are you sure you want to delete {title}? This action cannot be undone.', { title: name }),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  importTitle: 'Import VR devices from CSV',
} as const) satisfies ListTexts;

export const DEVICE_WRITE_MESSAGES: Pick<WriteMessages, 'deleted' | 'deleteFailed'> = {
  deleted: DEVICE_MESSAGES.deleted,
  deleteFailed: DEVICE_MESSAGES.deleteFailed,
};

export const DEVICES_PAGE_SIZE = 20;
