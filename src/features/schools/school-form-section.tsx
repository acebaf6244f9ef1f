import { useId } from 'react';
import type { SchoolField } from '../../domain/schools/school-schema';
import { t } from '../../i18n/i18n';
import { TextField } from '../../ui/text-field';
import type { SchoolFormSectionSpec } from './school-form-fields';

export interface SchoolFieldBinding {
  value: (field: SchoolField) => string;
  error: (field: SchoolField) => string | undefined;
  change: (field: SchoolField, value: string) => void;
  touch: (field: SchoolField) => void;
  disabled: boolean;
}

function StatusSelect({ label, bind }: { label: string; bind: SchoolFieldBinding }) {
  const id = useId();
  const error = bind.error('status');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="status"
        className="field__input"
        value={bind.value('status')}
        disabled={bind.disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => bind.change('status', event.target.value)}
        onBlur={() => bind.touch('status')}
      >
        <option value="active">{t('Active')}</option>
        <option value="inactive">{t('Inactive')}</option>
      </select>
      {error && <p className="field__error">{t(error)}</p>}
    </div>
  );
}

export function SchoolFormSection({
  section,
  bind,
}: {
  section: SchoolFormSectionSpec;
  bind: SchoolFieldBinding;
}) {
  const headingId = useId();
  return (
    <section className="school-form__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="school-form__section-title">
        {section.title}
      </h3>
      <div className="school-form__grid">
        {section.fields.map(({ name, label, input }) =>
          name === 'status' ? (
            <StatusSelect key={name} label={label} bind={bind} />
          ) : (
            <TextField
              key={name}
              label={label}
              name={name}
              type="text"
              {...input}
              value={bind.value(name)}
              disabled={bind.disabled}
              error={bind.error(name)}
              onChange={(event) => bind.change(name, event.target.value)}
              onBlur={() => bind.touch(name)}
            />
          ),
        )}
      </div>
    </section>
  );
}
