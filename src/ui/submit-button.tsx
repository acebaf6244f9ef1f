import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A form's main button: shows a spinner and refuses clicks while the form is being sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={pending}
      aria-busy={pending}
    >
      {pending && <Spinner />}
      <span>{children}</span>
    </button>
  );
}
