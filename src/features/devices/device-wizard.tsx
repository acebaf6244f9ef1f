/**
 * The VR device wizard: 1 Basic Information, 2 School Allocation,
 * 3 Review & Create, with Previous and Next; Next waits for name and token, then for a school.
 */
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { DeviceSchool } from '../../domain/devices/device';
import { DEVICE_MESSAGES, generateApiToken, tokenHint } from '../../domain/devices/device-schema';
import { formatNumber } from '../../i18n/format';
import { t, texts } from '../../i18n/i18n';
import { textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { CopyTokenButton } from './copy-token-button';
import { wizardSteps, type WizardMode, type WizardValues } from './device-wizard-values';
import { useDeviceWizard } from './use-device-wizard';
import { placeOf, useChosenSchool, WizardSchoolStep } from './wizard-school-step';
import '../../styles/device-wizard.css';

const DEVICE_WIZARD_TEXTS = texts({
  createTitle: 'Create New VR Device',
  editTitle: 'Edit VR Device',
  create: 'Create Device',
  edit: 'Edit Device',
  keepToken: 'Leave empty to keep the current token',
  imeiHint: 'Optional: the 15 digits printed on the headset',
  unchangedToken: 'Unchanged',
  noImei: 'Not provided',
  active: 'Active',
  inactive: 'Inactive',
  status: 'Status',
  initialStatus: 'Initial Status',
} as const);

const T = DEVICE_WIZARD_TEXTS;

const statusOptions = () => [
  { value: 'active', label: T.active },
  { value: 'inactive', label: T.inactive },
];

interface DeviceWizardProps {
  mode: WizardMode;
  onDone: (deviceId: string) => void;
  onCancel: () => void;
  /** The edit's failure toast; the edit page says 'Failed to update device. Please try again.'. */
  editFailed?: string;
}

export function DeviceWizard({
  mode,
  onDone,
  onCancel,
  editFailed = DEVICE_MESSAGES.editFailed,
}: DeviceWizardProps) {
  const wizard = useDeviceWizard({ mode, editFailed, onDone });
  const { step, editing, values } = wizard;
  const school = useChosenSchool(values.school_id, mode.kind === 'edit' ? mode.device.school : null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts in view with the focus on its title, as a record form opens (RecordFormFrame).
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) {
      if (wizard.canGoOn) wizard.next();
    } else void wizard.submit();
  };

  return (
    <form className="people-form device-wizard" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h2 id={titleId} className="people-form__title">
        {editing ? T.editTitle : T.createTitle}
      </h2>
      <ol className="device-wizard__steps">
        {wizardSteps(editing).map((name, index) => (
          <li
            key={name}
            className={
              index === step ? 'device-wizard__step device-wizard__step--current' : 'device-wizard__step'
            }
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="device-wizard__step-number">{formatNumber(index + 1)}</span> {name}
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="device-wizard__step-title">
        {t('Step {number}: {name}', { number: formatNumber(step + 1), name: wizardSteps(editing)[step] })}
      </h3>

      {step === 0 && (
        <div className="people-form__grid">
          <TextField label={t('Device Name')} {...textInput(wizard, 'device_name')} />
          <div className="device-wizard__token">
            <TextField
              label={t('API Token')}
              spellCheck={false}
              hint={editing ? T.keepToken : undefined}
              {...textInput(wizard, 'api_token')}
            />
            <div className="device-wizard__token-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={wizard.submitting}
                onClick={() => wizard.change('api_token', generateApiToken())}
              >
                {t('Generate')}
              </button>
              <CopyTokenButton token={values.api_token.trim()} />
            </div>
          </div>
          <SelectField
            label={editing ? T.status : T.initialStatus}
            name="status"
            options={statusOptions()}
            value={values.status}
            error={wizard.errorOf('status')}
            disabled={wizard.submitting}
            onChange={(value) => wizard.change('status', value)}
          />
          <TextField
            label={t('IMEI Number')}
            inputMode="numeric"
            hint={T.imeiHint}
            {...textInput(wizard, 'imei_number')}
          />
        </div>
      )}

      {step === 1 && (
        <WizardSchoolStep
          activeOnly={!editing}
          value={values.school_id}
          selected={school}
          error={wizard.errorOf('school_id')}
          disabled={wizard.submitting}
          onChange={(schoolId) => wizard.change('school_id', schoolId)}
        />
      )}

      {step === 2 && (
        <WizardReview values={values} school={school} editing={editing} errors={wizard.errors} />
      )}

      <div className="people-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={step === 0 || wizard.submitting}
          onClick={wizard.previous}
        >
          {t('Previous')}
        </button>
        {step < 2 ? (
          <button
            key="next"
            type="button"
            className="button button--primary"
            disabled={!wizard.canGoOn}
            onClick={wizard.next}
          >
            {t('Next')}
          </button>
        ) : (
          <button
            key="save"
            type="submit"
            className="button button--primary"
            disabled={wizard.submitting}
            aria-busy={wizard.submitting}
          >
            {wizard.submitting && <Spinner />}
            <span>{editing ? T.edit : T.create}</span>
          </button>
        )}
      </div>
    </form>
  );
}

function WizardReview({
  values,
  school,
  editing,
  errors,
}: {
  values: WizardValues;
  school: DeviceSchool | null;
  editing: boolean;
  errors: Partial<Record<keyof WizardValues, string>>;
}) {
  const token = values.api_token.trim();
  const rows: [string, string][] = [
    [t('Device Name'), values.device_name.trim()],
    [t('API Token'), token ? tokenHint(token) : T.unchangedToken],
    [editing ? T.status : T.initialStatus, values.status === 'active' ? T.active : T.inactive],
    [t('IMEI Number'), values.imei_number.trim() || T.noImei],
  ];
  const messages = Object.values(errors).filter(Boolean);
  return (
    <div className="device-wizard__review">
      <dl className="device-wizard__review-list">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div>
          <dt>{t('School')}</dt>
          <dd>
            {school?.school_name}
            {school && placeOf(school) && (
              <span className="device-wizard__review-meta">{placeOf(school)}</span>
            )}
          </dd>
        </div>
      </dl>
      {messages.length > 0 && (
        <ul className="field__error">
          {messages.map((message) => (
            <li key={message}>{t(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
