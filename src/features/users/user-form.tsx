import { textField as text } from '../../domain/people/record-status';
import { ROLE_LABELS } from '../../domain/roles';
import { t } from '../../i18n/i18n';
import { MANAGED_ROLES } from '../../domain/users/user-account';
import { RecordFormFrame, selectInput, textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { SchoolRecord, UserRecord } from './user-record';
import { useUserForm } from './use-user-form';
import { USER_ACTION_TEXTS as A } from './users-texts';

interface UserFormProps {
  /** Absent when adding. */
  user: UserRecord | undefined;
  users: readonly UserRecord[];
  schools: readonly SchoolRecord[];
  /** Editing one's own account: the role stays (nobody demotes themselves). */
  self: boolean;
  onClose: () => void;
}

const roleOptions = () => MANAGED_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }));

/** 'Add User' and edit: a school administrator is tied to one school. */
export function UserForm({ user, users, schools, self, onClose }: UserFormProps) {
  const form = useUserForm(user, users, onClose);
  const schoolOptions = schools
    .filter((school) => school.status !== 'inactive' || school._id === form.values.schoolId)
    .map((school) => ({ value: school._id, label: text(school.school_name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <RecordFormFrame
      form={form}
      title={user ? A.editTitle : A.addTitle}
      submitLabel={user ? A.update : A.save}
      onClose={onClose}
    >
      <TextField label={A.name} {...textInput(form, 'name')} />
      <TextField label={A.email} type="email" inputMode="email" {...textInput(form, 'email')} />
      <SelectField
        label={A.role}
        options={roleOptions()}
        placeholder={A.selectRole}
        {...selectInput(form, 'role')}
        disabled={form.submitting || self}
      />
      {form.values.role === 'school_admin' && (
        <SelectField
          label={A.school}
          options={schoolOptions}
          placeholder={A.selectSchool}
          {...selectInput(form, 'schoolId')}
        />
      )}
    </RecordFormFrame>
  );
}
