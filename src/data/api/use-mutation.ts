import { useCallback, useState } from 'react';
import { messageOf } from './api-error';

export type MutationResult<O> = { ok: true; data: O } | { ok: false; error: string; cause: unknown };

export interface Mutation<I, O> {
  run: (input: I) => Promise<MutationResult<O>>;
  pending: boolean;
  error: string | null;
  clearError: () => void;
}

/** Runs one API operation for a form: pending flag, the error text to show, and no throw to forget to catch. */
export function useMutation<I, O>(operation: (input: I) => Promise<O>, fallbackMessage: string): Mutation<I, O> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (input: I): Promise<MutationResult<O>> => {
      setPending(true);
      setError(null);
      try {
        return { ok: true, data: await operation(input) };
      } catch (cause) {
        const message = messageOf(cause, fallbackMessage);
        setError(message);
        return { ok: false, error: message, cause };
      } finally {
        setPending(false);
      }
    },
    [operation, fallbackMessage],
  );

  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
