import { useEffect, useId, useRef, type FormEvent } from 'react';
import { SCHOOL_FORM_FIELDS } from '../../domain/schools/school-schema';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { useLeaveGuard } from '../../kit/use-leave-guard';
import { Spinner } from '../../ui/spinner';
import { schoolFormSections } from './school-form-fields';
import { SchoolFormSection, type SchoolFieldBinding } from './school-form-section';
import type { SchoolFormMode } from './save-school';
import { useSchoolForm, type SchoolFormCallbacks } from './use-school-form';
import '../../styles/badges.css';

/** The inline add/edit form of the schools list. */
export function SchoolForm({ mode, ...callbacks }: { mode: SchoolFormMode } & SchoolFormCallbacks) {
  const form = useSchoolForm(mode, callbacks);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const adding = mode.kind === 'add';
  const leaveQuestion = useLeaveGuard(form.dirty && !form.submitting);

  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    title.current?.focus({ preventScroll: true });
  }, []);

  const bind: SchoolFieldBinding = {
    value: (field) => form.values[field],
    error: form.errorOf,
    change: form.change,
    touch: form.touch,
    disabled: form.submitting,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form ref={formRef} className="school-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <div className="school-form__head">
        <h2 id={titleId} ref={title} tabIndex={-1} className="school-form__title">
          {adding ? t('Add New School') : t('Edit School')}
        </h2>
        <div className="school-form__progress" role="status">
          <span>
            {t('{completed}/{total} fields completed', {
              completed: formatNumber(form.completed),
              total: formatNumber(SCHOOL_FORM_FIELDS.length),
            })}
          </span>
          {form.valid && <span className="schools-badge schools-badge--valid">{t('All fields valid')}</span>}
        </div>
      </div>
      {schoolFormSections().map((section) => (
        <SchoolFormSection key={section.title} section={section} bind={bind} />
      ))}
      <div className="school-form__actions">
        <button type="button" className="button button--secondary" onClick={callbacks.onClose}>
          {t('Cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.valid || form.submitting}
          aria-busy={form.submitting}
        >
          {form.submitting && <Spinner />}
          <span>
            {form.submitting
              ? adding
                ? t('Adding...')
                : t('Updating...')
              : adding
                ? t('Add School')
                : t('Update School')}
          </span>
        </button>
      </div>
      {leaveQuestion}
    </form>
  );
}
