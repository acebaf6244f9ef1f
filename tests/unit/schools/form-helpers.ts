/** Opening the School form and filling it like a person would. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope } from './fixtures';

export const VALID: Record<string, string> = {
  'School Name': 'ZP School Shirur',
  Email: 'Office@ZPShirur.in',
  'Phone Number': '98765 43210',
  'Contact Person': 'Ravi Patil',
  Street: 'Station Road',
  'Locality/Village': 'Shirur',
  City: 'Pune',
  State: 'Maharashtra',
  'PIN Code': '412210',
  'Principal Name': 'Sunita Deshmukh',
  'Principal Email': 'principal@zpshirur.in',
  'Principal Contact': '9123456780',
};

export async function openAddForm() {
  signInAs('super_admin');
  await freshScope('global');
  const view = renderApp('/schools');
  await view.user.click(await screen.findByRole('button', { name: 'Add School' }));
  const form = await screen.findByRole('form', { name: 'Add New School' });
  return { ...view, form };
}

export async function setField(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

export async function fillValid(user: UserEvent) {
  for (const [label, value] of Object.entries(VALID)) await setField(user, label, value);
}

export const submitButton = (name: string) => screen.getByRole('button', { name });
