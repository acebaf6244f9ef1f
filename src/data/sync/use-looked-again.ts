/**
 * A record a screen opens by id that the mirror lacks while online may have been made elsewhere since
 * the last pull: the scope is pulled once more before the screen calls it unknown.
 */
import { useEffect, useRef, useState } from 'react';
import type { ScopeView } from './use-scope';

/** True once a missing record may be called unknown: looked for again, or offline. */
export function useLookedAgain(scope: ScopeView, missing: boolean): boolean {
  const [lookedAgain, setLookedAgain] = useState(false);
  const asked = useRef(false);
  const { online, ready } = scope;

  useEffect(() => {
    if (!missing || !ready || !online || asked.current) return;
    asked.current = true;
    void scope
      .refresh()
      .catch(() => undefined)
      .finally(() => setLookedAgain(true));
  }, [missing, ready, online, scope]);

  return ready && (lookedAgain || !online);
}
