/** The User Management screen's words (spec §2 User management) and the ones this build adds. */
import type { ListTexts, WriteMessages } from '../../kit/list-texts';
import { USER_MESSAGES } from '../../domain/users/user-account';

export const USERS_TEXTS = {
  title: 'User Management',
  subtitle: 'The administrators who sign in to Shala Admin, their schools and their status',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name, email or school...',
  add: 'Add User',
  emptyTitle: 'No users found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new user.',
  loading: 'Loading users...',
  deleteTitle: 'Deactivate User',
  deleteMessage: (name: string) =>
    `Deactivate ${name}? They are signed out everywhere and cannot sign in until reactivated.`,
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
} as const satisfies ListTexts;

export const USER_ACTION_TEXTS = {
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate User',
  reactivateMessage: (name: string) => `Reactivate ${name}? They can sign in again.`,
  deactivating: 'Deactivating...',
  reactivating: 'Reactivating...',
  deactivated: 'User deactivated',
  reactivated: 'User reactivated',
  sendCode: 'Send sign-in code',
  sending: 'Sending...',
  sendCodeOffline: 'Sending a sign-in code needs a connection: try again when you are back online.',
  sendCodeFailed: 'Failed to send the sign-in code',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  noSchool: 'All schools',
  you: 'You',
} as const;

export const USER_WRITE_MESSAGES: WriteMessages = {
  added: USER_MESSAGES.created,
  updated: USER_MESSAGES.edited,
  deleted: USER_ACTION_TEXTS.deactivated,
  saveFailed: 'Failed to save the user. Please try again.',
  deleteFailed: 'Failed to change the user. Please try again.',
};

export const USERS_PAGE_SIZE = 20;
