import { defineMessages } from './i18n/languages';

export const ROLES = ['super_admin', 'school_admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** A user's role defaults to `user` when unset. */
export function roleOf(role: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';
}

/** How a role is named to people (in the header, the users list and the user form), translated where shown. */
export const ROLE_LABELS: Record<Role, string> = defineMessages({
  super_admin: 'Super Administrator',
  school_admin: 'School Administrator',
  user: 'User',
});
