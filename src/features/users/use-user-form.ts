/**
 * The user form's state: name, e-mail, role and (for a school administrator) the school, checked with
 * the same schema the server parses, and the e-mail free among the accounts on this device.
 */
import { useCallback } from 'react';
import { holdsKey } from '../../data/records/mirror-clash';
import { textField as text } from '../../domain/people/record-status';
import { roleOf } from '../../domain/roles';
import { USER_MESSAGES, UserCreateSchema, type UserCreate } from '../../domain/users/user-account';
import { useRecordForm } from '../../kit/use-record-form';
import type { FormErrors } from '../../ui/use-field-form';
import { validateForm } from '../../ui/validate-form';
import { createUser, editUser } from './save-user';
import type { UserRecord } from './user-record';
import { USER_WRITE_MESSAGES, USERS_TEXTS } from './users-texts';

export type UserField = 'name' | 'email' | 'role' | 'schoolId';
export type UserFormState = Record<UserField, string>;

const EMPTY_USER: UserFormState = { name: '', email: '', role: 'school_admin', schoolId: '' };

function formValues(user: UserRecord): UserFormState {
  const role = roleOf(user.role);
  return {
    name: text(user.name),
    email: text(user.email),
    role: role === 'user' ? '' : role,
    schoolId: text(user.schoolId),
  };
}

/** What the form sends: the school only for a school administrator. */
const input = (values: UserFormState) => ({
  name: values.name,
  email: values.email,
  role: values.role,
  schoolId: values.role === 'school_admin' ? values.schoolId || null : null,
});

export function useUserForm(user: UserRecord | undefined, users: readonly UserRecord[], onClose: () => void) {
  const validate = useCallback(
    (values: UserFormState): FormErrors<UserField> => {
      const checked = validateForm(UserCreateSchema, input(values));
      const errors: FormErrors<UserField> = checked.ok ? {} : { ...checked.errors };
      const email = values.email.trim().toLowerCase();
      if (!errors.email && holdsKey(users, (u) => text(u.email).toLowerCase(), email, user?._id)) {
        errors.email = USER_MESSAGES.emailTaken;
      }
      return errors;
    },
    [users, user],
  );

  return useRecordForm<UserField>({
    adding: user === undefined,
    initial: () => (user ? formValues(user) : EMPTY_USER),
    validate,
    save: async (userId, values) => {
      const fields = input(values) as UserCreate;
      if (!user) return createUser(userId, fields);
      return (await editUser(userId, user, fields)) ? user._id : null;
    },
    messages: USER_WRITE_MESSAGES,
    texts: USERS_TEXTS,
    onClose,
  });
}
