/** A signal from the queue to the runner: "a file is waiting". */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUploadQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUploadQueued(): void {
  for (const listener of listeners) listener();
}
