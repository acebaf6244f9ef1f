import { textField as text } from '../../domain/people/record-status';
import { ROLE_LABELS } from '../../domain/roles';
import { MANAGED_ROLES } from '../../domain/users/user-account';
import { RecordFormFrame, selectInput, textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { SchoolRecord, UserRecord } from './user-record';
import { useUserForm } from './use-user-form';

interface UserFormProps {
  /** Absent when adding. */
  user: UserRecord | undefined;
  users: readonly UserRecord[];
  schools: readonly SchoolRecord[];
  /** Editing one's own account: the role stays (nobody demotes themselves). */
  self: boolean;
  onClose: () => void;
}

const ROLE_OPTIONS = MANAGED_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'Add User' and edit (spec §2 User management): a school administrator is tied to one school. */
export function UserForm({ user, users, schools, self, onClose }: UserFormProps) {
  const form = useUserForm(user, users, onClose);
  const schoolOptions = schools
    .filter((school) => school.status !== 'inactive' || school._id === form.values.schoolId)
    .map((school) => ({ value: school._id, label: text(school.school_name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <RecordFormFrame
      form={form}
      title={user ? 'Edit User' : 'Add New User'}
      submitLabel={user ? 'Update User' : 'Save User'}
      onClose={onClose}
    >
      <TextField label="Name" {...textInput(form, 'name')} />
      <TextField label="Email" type="email" inputMode="email" {...textInput(form, 'email')} />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        placeholder="Select role"
        {...selectInput(form, 'role')}
        disabled={form.submitting || self}
      />
      {form.values.role === 'school_admin' && (
        <SelectField
          label="School"
          options={schoolOptions}
          placeholder="Select a school"
          {...selectInput(form, 'schoolId')}
        />
      )}
    </RecordFormFrame>
  );
}
