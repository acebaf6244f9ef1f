/**
 * A record a screen opens by id that the mirror lacks while online may have been made elsewhere since
 * the last pull: the scope is pulled once more before the screen calls it unknown. With Data saver on,
 * a scope is pulled only once its TTL has passed (the screen's own hold does that), never early.
 */
import { useEffect, useRef, useState } from 'react';
import { dataSaverOn, useDataPack } from '../data-pack/data-pack-store';
import type { ScopeView } from './use-scope';

/** True once a missing record may be called unknown: looked for again, or offline. */
export function useLookedAgain(scope: ScopeView, missing: boolean): boolean {
  const [lookedAgain, setLookedAgain] = useState(false);
  const asked = useRef(false);
  const { online, ready } = scope;
  // Data saver: a scope still within its TTL is not pulled early; what the device has is the answer.
  const spare = dataSaverOn(useDataPack((state) => state.dataSaver)) && !scope.stale;

  useEffect(() => {
    if (!missing || !ready || !online || asked.current) return;
    if (spare) return;
    asked.current = true;
    void scope
      .refresh()
      .catch(() => undefined)
      .finally(() => setLookedAgain(true));
  }, [missing, ready, online, scope, spare]);

  return ready && (lookedAgain || !online || spare);
}
