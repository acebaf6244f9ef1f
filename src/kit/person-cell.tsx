import type { OutboxStatus } from '../data/outbox/outbox-types';
import { EmailText } from '../ui/email-text';
import { initialsOf } from '../ui/person-picture';
import { PendingBadge } from '../ui/pending-badge';

/**
 * A person's first cell: initials, name, a second line (an id, then the e-mail, joined by ' · '), and
 * the pending mark. The e-mail wraps only after '@' or '.', so a narrow tablet column stays whole.
 */
export function PersonCell({
  name,
  id,
  email,
  mark,
}: {
  name: string;
  id?: string;
  email: string;
  mark: OutboxStatus | undefined;
}) {
  return (
    <div className="people-table__person">
      <span className="people-table__avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <div>
        <span className="people-table__name">{name}</span>
        <span className="schools-table__muted people-table__line">
          {id}
          {id && email && ' · '}
          {email && <EmailText email={email} />}
        </span>
        <PendingBadge status={mark} />
      </div>
    </div>
  );
}
