import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHOOL_MESSAGES as M } from '../../../src/domain/schools/school-messages';
import { cleanDeviceEachTest } from './fixtures';
import { VALID, fillValid, openAddForm, setField, submitButton } from './form-helpers';

cleanDeviceEachTest();

describe('School form validation (validated on change)', { timeout: 20_000 }, () => {
  const CASES: Array<[string, Array<[string, string]>]> = [
    [
      'School Name',
      [
        ['', M.schoolNameRequired],
        ['A', M.schoolNameTooShort],
        ['A'.repeat(101), M.schoolNameTooLong],
      ],
    ],
    [
      'Email',
      [
        ['', M.emailRequired],
        ['not-an-email', M.emailInvalid],
      ],
    ],
    [
      'Phone Number',
      [
        ['', M.phoneRequired],
        ['5123456789', M.phoneInvalid],
        ['98765', M.phoneInvalid],
      ],
    ],
    [
      'Contact Person',
      [
        ['', M.contactRequired],
        ['R', M.contactTooShort],
        ['R'.repeat(101), M.contactTooLong],
      ],
    ],
    [
      'Street',
      [
        ['', M.streetRequired],
        ['Rd', M.streetTooShort],
        ['S'.repeat(201), M.streetTooLong],
      ],
    ],
    [
      'Locality/Village',
      [
        ['', M.localityRequired],
        ['Ab', M.localityTooShort],
        ['L'.repeat(201), M.localityTooLong],
      ],
    ],
    [
      'City',
      [
        ['', M.cityRequired],
        ['P', M.cityTooShort],
        ['P'.repeat(101), M.cityTooLong],
      ],
    ],
    [
      'State',
      [
        ['', M.stateRequired],
        ['M', M.stateTooShort],
        ['M'.repeat(101), M.stateTooLong],
      ],
    ],
    [
      'PIN Code',
      [
        ['', M.pincodeRequired],
        ['012345', M.pincodeInvalid],
        ['4122', M.pincodeInvalid],
      ],
    ],
    [
      'Principal Name',
      [
        ['', M.principalNameRequired],
        ['S', M.principalNameTooShort],
        ['S'.repeat(101), M.principalNameTooLong],
      ],
    ],
    [
      'Principal Email',
      [
        ['', M.principalEmailRequired],
        ['principal@', M.emailInvalid],
      ],
    ],
    [
      'Principal Contact',
      [
        ['', M.principalContactRequired],
        ['12345', M.phoneInvalid],
      ],
    ],
  ];

  it.each(CASES)('%s shows each of its messages on bad input', async (label, cases) => {
    const { user, form } = await openAddForm();
    const input = within(form).getByLabelText(label);
    for (const [value, message] of cases) {
      await setField(user, label, value || 'x');
      if (!value) await user.clear(input);
      expect(within(form).getByText(message)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    await setField(user, label, VALID[label]!);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says its fixed texts word for word', () => {
    expect(M.localityRequired).toBe('Locality/Village is required');
    expect(M.phoneInvalid).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(M.pincodeInvalid).toBe('Please enter a valid 6-digit PIN code');
  });

  it('shows no message for a field not yet touched', async () => {
    const { form } = await openAddForm();
    expect(within(form).queryByText(M.schoolNameRequired)).toBeNull();
  });

  it('has the three sections, every field labelled with its API name, status active by default', async () => {
    const { form } = await openAddForm();
    for (const title of ['School Information', 'Address Information', 'Principal Information'])
      expect(within(form).getByRole('heading', { name: title })).toBeTruthy();
    for (const label of Object.keys(VALID)) expect(within(form).getByLabelText(label)).toBeTruthy();
    const names = [...form.querySelectorAll('input, select')].map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'school_name',
      'email',
      'phone_number',
      'contact',
      'status',
      'street',
      'locality',
      'city',
      'state',
      'pincode',
      'principal_name',
      'principal_email',
      'principal_contact',
    ]);
    expect(within(form).getByLabelText<HTMLSelectElement>('Status').value).toBe('active');
  });

  it('counts completed fields, says when all are valid, and enables submit only then', async () => {
    const { user, form } = await openAddForm();
    expect(within(form).getByText('0/12 fields completed')).toBeTruthy();
    expect(within(form).queryByText('All fields valid')).toBeNull();
    expect(submitButton('Add School').hasAttribute('disabled')).toBe(true);

    await setField(user, 'School Name', 'ZP School Shirur');
    await setField(user, 'Email', 'bad');
    expect(within(form).getByText('1/12 fields completed')).toBeTruthy();

    await fillValid(user);
    expect(within(form).getByText('12/12 fields completed')).toBeTruthy();
    expect(within(form).getByText('All fields valid')).toBeTruthy();
    expect(submitButton('Add School').hasAttribute('disabled')).toBe(false);

    await setField(user, 'PIN Code', '01');
    expect(within(form).queryByText('All fields valid')).toBeNull();
    expect(submitButton('Add School').hasAttribute('disabled')).toBe(true);
  });

  it('Cancel closes the form and brings back the Add School button', async () => {
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add School' })).toBeTruthy();
  });
});
