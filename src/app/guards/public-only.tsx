import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homePath } from '../../data/session/home-path';
import { useSession } from '../../data/session/session-store';

/**
 * /login: a signed-in person goes on to where they were heading, else to their home (super_admin → /dashboard).
 * An expired session stays here so the person can sign in again without losing waiting changes.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, sessionExpired, role, schoolId } = useSession();
  const state: unknown = useLocation().state;
  if (!isAuthenticated || sessionExpired) return children;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const target = typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : null;
  return <Navigate to={target ?? homePath(role, schoolId)} replace />;
}
