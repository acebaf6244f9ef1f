/** The User Management screen's words and the ones this build adds. */
import type { ListTexts, WriteMessages } from '../../kit/list-texts';
import { USER_MESSAGES } from '../../domain/users/user-account';
import { t, texts } from '../../i18n/i18n';

export const USERS_TEXTS: ListTexts = texts({
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
    t('Deactivate {name}? They are signed out everywhere and cannot sign in until reactivated.', { name }),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
} as const);

export const USER_ACTION_TEXTS = texts({
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate User',
  reactivateMessage: (name: string) => t('Reactivate {name}? They can sign in again.', { name }),
  deactivateName: (name: string) => t('Deactivate {name}', { name }),
  reactivateName: (name: string) => t('Reactivate {name}', { name }),
  sendCodeTo: (name: string) => t('Send sign-in code to {name}', { name }),
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
  user: 'User',
  roleAndSchool: 'Role & School',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  counts: 'User counts',
  total: 'Total Users',
  activeUsers: 'Active Users',
  administrators: 'Administrators',
  inactiveUsers: 'Inactive Users',
  editTitle: 'Edit User',
  addTitle: 'Add New User',
  update: 'Update User',
  save: 'Save User',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  selectRole: 'Select role',
  school: 'School',
  selectSchool: 'Select a school',
} as const);

export const USER_WRITE_MESSAGES: WriteMessages = texts({
  added: USER_MESSAGES.created,
  updated: USER_MESSAGES.edited,
  deleted: 'User deactivated',
  saveFailed: 'Failed to save the user. Please try again.',
  deleteFailed: 'Failed to change the user. Please try again.',
});

export const USERS_PAGE_SIZE = 20;
