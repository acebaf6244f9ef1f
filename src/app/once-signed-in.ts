/**
 * Starts a part of the app whose code loads only once someone is signed in, so the sign-in page does
 * not carry it (the first load on a village link). Offline, the code comes from the precache.
 */
import { useSession } from '../data/session/session-store';

type Start = () => () => void;

/** `load` resolves to the part's start function; returns a function that stops it (tests). */
export function startOnceSignedIn(load: () => Promise<Start>): () => void {
  let stop: (() => void) | undefined;
  let loading = false;
  let stopped = false;
  const begin = () => {
    if (loading || !useSession.getState().token) return;
    loading = true;
    void load().then((start) => {
      if (!stopped) stop = start();
    });
  };
  begin();
  const unsubscribe = useSession.subscribe(begin);
  return () => {
    stopped = true;
    unsubscribe();
    stop?.();
  };
}
