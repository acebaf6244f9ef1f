import { useEffect, useId, useRef, type FormEvent } from 'react';
import { SCHOOL_FORM_FIELDS } from '../../domain/schools/school-schema';
import { Spinner } from '../../ui/spinner';
import { SCHOOL_FORM_SECTIONS } from './school-form-fields';
import { SchoolFormSection, type SchoolFieldBinding } from './school-form-section';
import { useSchoolForm, type OpenFormMode, type SchoolFormCallbacks } from './use-school-form';

/** The inline add/edit form of the schools list (spec §2, §5). */
export function SchoolForm({ mode, ...callbacks }: { mode: OpenFormMode } & SchoolFormCallbacks) {
  const form = useSchoolForm(mode, callbacks);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const adding = mode.kind === 'add';

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
          {adding ? 'Add New School' : 'Edit School'}
        </h2>
        <div className="school-form__progress" role="status">
          <span>
            {form.completed}/{SCHOOL_FORM_FIELDS.length} fields completed
          </span>
          {form.valid && <span className="schools-badge schools-badge--valid">All fields valid</span>}
        </div>
      </div>
      {SCHOOL_FORM_SECTIONS.map((section) => (
        <SchoolFormSection key={section.title} section={section} bind={bind} />
      ))}
      <div className="school-form__actions">
        <button type="button" className="button button--secondary" onClick={callbacks.onClose}>
          Cancel
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
                ? 'Adding...'
                : 'Updating...'
              : adding
                ? 'Add School'
                : 'Update School'}
          </span>
        </button>
      </div>
    </form>
  );
}
