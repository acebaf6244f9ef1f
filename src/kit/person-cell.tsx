import type { ReactNode } from 'react';
import type { OutboxStatus } from '../data/outbox/outbox-types';
import { initialsOf } from '../ui/open-image';
import { PendingBadge } from '../ui/pending-badge';

/** A person's first cell: initials, name, a second line (e-mail, ids), and the pending mark. */
export function PersonCell({
  name,
  line,
  mark,
}: {
  name: string;
  line: ReactNode;
  mark: OutboxStatus | undefined;
}) {
  return (
    <div className="people-table__person">
      <span className="people-table__avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <div>
        <span className="people-table__name">{name}</span>
        <span className="schools-table__muted people-table__line">{line}</span>
        <PendingBadge status={mark} />
      </div>
    </div>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`schools-badge schools-badge--${active ? 'active' : 'inactive'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
