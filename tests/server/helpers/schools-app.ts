/**
 * Shared setup of the school write tests: the API app as the super administrator, a valid school form
 * and helpers to create, fetch and count schools. Call `setupSchoolsApp()` at the top of a test file.
 */
import { expect } from 'vitest';
import type { School } from '../../../src/domain/schools/school';
import { asAdmin, getJson, setupApiApp } from './api-app';

export { t, admin as token } from './api-app';

export const form = (overrides: Record<string, unknown> = {}) => ({
  school_name: 'Zilla Parishad Primary School Velhe',
  email: 'office@velhe.shala.demo',
  phone_number: '9823456701',
  contact: 'Sunanda Shinde',
  street: 'Velhe Pasli Road, Near Bus Stand',
  locality: 'Velhe',
  city: 'Velhe',
  state: 'Maharashtra',
  pincode: '412212',
  principal_name: 'Mahadev Dhumal',
  principal_email: 'mahadev.dhumal@velhe.shala.demo',
  principal_contact: '9823456702',
  ...overrides,
});

export const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
  headers = {},
) => asAdmin.request(method, url, payload, { headers });
export const create = (payload: unknown, headers = {}) =>
  send('POST', '/api/schools/initiate-school', payload, headers);
export const fetchSchool = (id: string) => asAdmin.get(`/api/schools/${id}`);
export const total = async () =>
  (await getJson<{ data: { totalSchools: number } }>('/api/schools/statistics')).data.totalSchools;
export const created = async (overrides: Record<string, unknown> = {}) => {
  const response = await create(form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: School }>().data;
};

export const setupSchoolsApp = setupApiApp;
