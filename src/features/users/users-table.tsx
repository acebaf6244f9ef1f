import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { RecordTable, type Column } from '../../kit/record-table';
import { EmailText } from '../../ui/email-text';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge } from '../../ui/status-badge';
import {
  isInactive,
  lastSignInLabel,
  nameOfUser,
  roleLabel,
  schoolNameOf,
  userBadge,
  type SchoolRecord,
  type UserRecord,
} from './user-record';
import { USER_ACTION_TEXTS as A } from './users-texts';

interface UsersTableProps {
  rows: readonly UserRecord[];
  schools: ReadonlyMap<string, SchoolRecord>;
  marks: ReadonlyMap<string, OutboxStatus>;
  /** The signed-in person: they neither deactivate themselves nor send themselves a code from here. */
  selfId: string | undefined;
  online: boolean;
  onEdit: (user: UserRecord) => void;
  onStatus: (user: UserRecord) => void;
  onSendCode: (user: UserRecord) => void;
}

function columns(
  schools: ReadonlyMap<string, SchoolRecord>,
  selfId: string | undefined,
): Column<UserRecord>[] {
  return [
    {
      header: A.user,
      cell: (user, mark) => (
        <div>
          <span className="people-table__name">
            {nameOfUser(user)}
            {user._id === selfId && <span className="schools-table__muted"> ({A.you})</span>}
          </span>
          <EmailText email={text(user.email)} className="people-table__line schools-table__muted" />
          <PendingBadge status={mark} />
        </div>
      ),
    },
    {
      header: A.roleAndSchool,
      cell: (user) => (
        <>
          <span className="people-table__line">{roleLabel(user)}</span>
          <span className="people-table__line schools-table__muted">{schoolNameOf(user, schools)}</span>
        </>
      ),
    },
    {
      header: A.status,
      cell: (user) => {
        const badge = userBadge(user);
        return (
          <>
            <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
            <span className="people-table__line schools-table__muted">
              {A.lastSignIn}: {lastSignInLabel(user)}
            </span>
          </>
        );
      },
    },
  ];
}

/** One page of accounts: User, Role & School, Status with the last sign-in, Actions. */
export function UsersTable({
  rows,
  schools,
  marks,
  selfId,
  online,
  onEdit,
  onStatus,
  onSendCode,
}: UsersTableProps) {
  return (
    <RecordTable
      columns={columns(schools, selfId)}
      rows={rows}
      nameOf={nameOfUser}
      marks={marks}
      onEdit={onEdit}
      actions={(user) =>
        user._id === selfId ? null : (
          <span className="users-actions">
            <button
              type="button"
              className="button button--ghost"
              aria-label={
                isInactive(user) ? A.reactivateName(nameOfUser(user)) : A.deactivateName(nameOfUser(user))
              }
              onClick={() => onStatus(user)}
            >
              {isInactive(user) ? A.reactivate : A.deactivate}
            </button>
            {!isInactive(user) && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={A.sendCodeTo(nameOfUser(user))}
                title={online ? undefined : A.sendCodeOffline}
                onClick={() => onSendCode(user)}
              >
                {A.sendCode}
              </button>
            )}
          </span>
        )
      }
    />
  );
}
