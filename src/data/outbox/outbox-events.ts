/** A tiny signal from writers to the drainer: "there is something new to send". */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChanged(): void {
  for (const listener of listeners) listener();
}
