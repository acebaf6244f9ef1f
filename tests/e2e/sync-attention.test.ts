/** Changes the server does not simply take: conflicts are shown to a person, refusals can be discarded. */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline } from './harness';
import {
  editContact,
  openSchools,
  patchOnServer,
  rowOf,
  searchSchools,
  serverSchool,
  demoSchools,
  syncStatus,
  tamperOutbox,
  type SchoolRow,
} from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const demo = demoSchools(e2e);

async function showContact(school: SchoolRow) {
  const { page } = e2e;
  await searchSchools(page, school.school_name);
  return rowOf(page, school.school_name).textContent();
}

async function conflictOn(school: SchoolRow, mine: string, theirs: string) {
  const { page, context, server } = e2e;
  await openSchools(page, school.school_name);
  await goOffline(context);
  await editContact(page, school.school_name, mine);
  await patchOnServer(server, demo.token, school._id, { contact: theirs });
  await goOnline(context);
  await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Pending changes' });
  await panel.getByText('Changed on the server meanwhile').waitFor();
  const differing = panel.getByRole('row').filter({ hasText: 'contact' });
  expect(await differing.getByRole('cell').allTextContents()).toEqual([mine, theirs]);
  return panel;
}

describe('a conflict', () => {
  it('"Keep mine" ends with the server and the tablet both holding the tablet\'s version', async () => {
    const { page, server } = e2e;
    const { token, schools } = demo;
    const school = schools[1]!;
    const panel = await conflictOn(school, 'Tablet Contact', 'Office Contact');
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect((await serverSchool(server, token, school._id)).contact).toBe('Tablet Contact');
    await expect.poll(() => showContact(school)).toContain('Tablet Contact');
  });

  it('"Use server\'s" ends with the tablet showing the server\'s version', async () => {
    const { page, server } = e2e;
    const { token, schools } = demo;
    const school = schools[2]!;
    const panel = await conflictOn(school, 'Tablet Again', 'Office Again');
    await panel.getByRole('button', { name: "Use server's" }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect((await serverSchool(server, token, school._id)).contact).toBe('Office Again');
    await expect.poll(() => showContact(school)).toContain('Office Again');
  });
});

describe('a change the server refuses', () => {
  it("shows the server's message, does not hold back later changes, and discarding restores the record", async () => {
    const { page, context, server } = e2e;
    const { token, schools } = demo;
    const [refused, later] = [schools[3]!, schools[4]!];
    await openSchools(page, refused.school_name);
    await goOffline(context);
    await editContact(page, refused.school_name, 'Refused Contact');
    await tamperOutbox(page, 'pincode', '012345');
    await editContact(page, later.school_name, 'Later Contact');
    await goOnline(context);

    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
    await expect
      .poll(async () => (await serverSchool(server, token, later._id)).contact)
      .toBe('Later Contact');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    await panel.getByText('Please enter a valid 6-digit PIN code').waitFor();

    await panel.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => showContact(refused)).toContain(refused.contact);
    const onServer = await serverSchool(server, token, refused._id);
    expect([onServer.contact, onServer.pincode, onServer.version]).toEqual([
      refused.contact,
      refused.pincode,
      refused.version,
    ]);
  });
});
