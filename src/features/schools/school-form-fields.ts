/** The School form's three sections: label, input kind and hints per field. */
import type { InputHTMLAttributes } from 'react';
import type { SchoolField } from '../../domain/schools/school-schema';
import { t } from '../../i18n/i18n';
import { textField as text } from '../../domain/people/record-status';
import { statusOf, type SchoolRecord } from './school-record';

export interface SchoolFieldSpec {
  name: SchoolField;
  label: string;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
  >;
}

export interface SchoolFormSectionSpec {
  title: string;
  fields: readonly SchoolFieldSpec[];
}

const email = { type: 'email', inputMode: 'email', autoComplete: 'off' } as const;
const mobile = () =>
  ({
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'off',
    placeholder: t('10-digit mobile number'),
  }) as const;

/** Built when the form draws, so its words are in the chosen language. */
export const schoolFormSections = (): readonly SchoolFormSectionSpec[] => [
  {
    title: t('School Information'),
    fields: [
      { name: 'school_name', label: t('School Name') },
      { name: 'email', label: t('Email'), input: email },
      { name: 'phone_number', label: t('Phone Number'), input: mobile() },
      { name: 'contact', label: t('Contact Person') },
      { name: 'status', label: t('Status') },
    ],
  },
  {
    title: t('Address Information'),
    fields: [
      { name: 'street', label: t('Street') },
      { name: 'locality', label: t('Locality/Village') },
      { name: 'city', label: t('City') },
      { name: 'state', label: t('State') },
      {
        name: 'pincode',
        label: t('PIN Code'),
        input: { inputMode: 'numeric', autoComplete: 'off', placeholder: t('6-digit PIN code') },
      },
    ],
  },
  {
    title: t('Principal Information'),
    fields: [
      { name: 'principal_name', label: t('Principal Name') },
      { name: 'principal_email', label: t('Principal Email'), input: email },
      { name: 'principal_contact', label: t('Principal Contact'), input: mobile() },
    ],
  },
];

export type SchoolFormState = Record<SchoolField, string>;

export const EMPTY_SCHOOL_FORM: SchoolFormState = {
  school_name: '',
  email: '',
  phone_number: '',
  contact: '',
  status: 'active',
  street: '',
  locality: '',
  city: '',
  state: '',
  pincode: '',
  principal_name: '',
  principal_email: '',
  principal_contact: '',
};

/** Edit opens with the record's values. */
export function formStateOf(record: SchoolRecord): SchoolFormState {
  const state = { ...EMPTY_SCHOOL_FORM };
  for (const field of Object.keys(state) as SchoolField[]) state[field] = text(record[field]);
  state.status = statusOf(record);
  return state;
}
