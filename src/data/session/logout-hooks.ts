/**
 * Work to do before the session ends on logout, e.g. wiping the device's records (a shared tablet holds
 * pupils' personal data, docs/architecture.md, "The session on the device"). Not run when a session merely expires: waiting changes survive that.
 */
export type LogoutHook = () => void | Promise<void>;

const hooks = new Set<LogoutHook>();

/** Returns a function that unregisters the hook. */
export function onLogout(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook; one failing does not stop the others or the logout. */
export async function runLogoutHooks(): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') console.error('Logout hook failed', result.reason);
  }
}
