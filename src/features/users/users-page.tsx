import { useCallback, useState } from 'react';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { useSession } from '../../data/session/session-store';
import { ListPage } from '../../kit/list-page';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PeopleToolbar } from '../../ui/people-toolbar';
import { useUserActions } from './user-actions';
import { UserForm } from './user-form';
import { isInactive, nameOfUser, userCards, type UserRecord } from './user-record';
import { UsersTable } from './users-table';
import { USER_ACTION_TEXTS as A, USERS_TEXTS as T } from './users-texts';
import { useUsersView } from './use-users-view';
import '../../styles/schools.css';
import '../../styles/users.css';

/** /users, User Management: every account of the device's mirror, searchable and editable offline. */
export function UsersPage() {
  const view = useUsersView();
  const marks = usePendingMarks('users');
  const selfId = useSession((state) => state.user?._id);
  const [editing, setEditing] = useState<UserRecord | 'new' | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);
  const actions = useUserActions();
  const asking = actions.asking;

  return (
    <ListPage
      texts={T}
      breadcrumbs={null}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={editing !== null}
      onAdd={() => setEditing('new')}
      stats={{ label: A.counts, cards: userCards(view.all) }}
      toolbar={
        <PeopleToolbar
          searchLabel={T.searchLabel}
          searchPlaceholder={T.searchPlaceholder}
          search={view.search}
          onSearch={view.setSearch}
        />
      }
      search={view.search}
      found={view.matching.length}
      table={
        <UsersTable
          rows={view.rows}
          schools={view.schools}
          marks={marks}
          selfId={selfId}
          online={view.scope.online}
          onEdit={setEditing}
          onStatus={actions.ask}
          onSendCode={(user) => void actions.sendCode(user)}
        />
      }
      paging={{ page: view.page, pageSize: view.pageSize, onPageChange: view.setPage }}
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
    >
      {editing !== null && (
        <UserForm
          key={editing === 'new' ? 'new' : editing._id}
          user={editing === 'new' ? undefined : editing}
          users={view.all}
          schools={[...view.schools.values()]}
          self={editing !== 'new' && editing._id === selfId}
          onClose={closeForm}
        />
      )}
    </ListPage>
  );
}
