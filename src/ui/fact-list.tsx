/** A record's facts on its page: each term with its detail, as one definition list. */
import type { ReactNode } from 'react';

export type Fact = readonly [term: string, detail: ReactNode];

export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
