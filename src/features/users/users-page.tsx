/** /users, User Management: every account of the device's mirror, searchable and editable offline. */
import { useSession } from '../../data/session/session-store';
import { RecordsPage } from '../../kit/records-page';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useUserActions } from './user-actions';
import { UserForm } from './user-form';
import { isInactive, nameOfUser, userCards } from './user-record';
import { USERS_AREA } from './users-area';
import { UsersTable } from './users-table';
import { USER_ACTION_TEXTS as A, USERS_TEXTS as T } from './users-texts';
import { useUsersView } from './use-users-view';
import '../../styles/schools.css';
import '../../styles/users.css';

/** An account is deactivated or reactivated after a question, and sent a sign-in code, from its row. */
export function UsersPage() {
  const view = useUsersView();
  const selfId = useSession((state) => state.user?._id);
  const actions = useUserActions();
  const asking = actions.asking;

  return (
    <RecordsPage
      area={USERS_AREA}
      view={view}
      cards={userCards(view.all)}
      form={(mode, close) => {
        const user = mode.kind === 'edit' ? mode.record : undefined;
        return (
          <UserForm
            user={user}
            users={view.all}
            schools={[...view.schools.values()]}
            self={user !== undefined && user._id === selfId}
            onClose={close}
          />
        );
      }}
      table={({ rows, marks, onEdit }) => (
        <UsersTable
          rows={rows}
          schools={view.schools}
          marks={marks}
          selfId={selfId}
          online={view.scope.online}
          onEdit={onEdit}
          onStatus={actions.ask}
          onSendCode={(user) => void actions.sendCode(user)}
        />
      )}
      dialog={
        asking && (
          <ConfirmDialog
            title={isInactive(asking) ? A.reactivateTitle : T.deleteTitle}
            message={
              isInactive(asking)
                ? A.reactivateMessage(nameOfUser(asking))
                : T.deleteMessage(nameOfUser(asking))
            }
            confirmLabel={isInactive(asking) ? A.reactivate : A.deactivate}
            busyLabel={isInactive(asking) ? A.reactivating : A.deactivating}
            busy={actions.busy}
            onCancel={actions.cancel}
            onConfirm={() => void actions.confirm()}
          />
        )
      }
    />
  );
}
