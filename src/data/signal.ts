/** A tiny in-page signal: "something changed", from writers to whoever sends it on. */
export interface Signal {
  on: (listener: () => void) => () => void;
  notify: () => void;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
