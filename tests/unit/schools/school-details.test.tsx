import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope, type SyncedRecord } from '../../../src/data/db/entities';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { stubFetch } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope, makeSchool } from './fixtures';

cleanDeviceEachTest();

const school = makeSchool({
  school_name: 'ZP School Shirur',
  locality: 'Shirur',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '412210',
  principal_name: 'Sunita Deshmukh',
  principal_email: 'sunita@zp.in',
});
const sid = school._id;
const rec = (_id: string, fields: Record<string, unknown>): SyncedRecord => ({
  _id,
  school_id: sid,
  ...fields,
});

const teachers = [
  rec('t1', { teacher_name: 'Anil Jadhav', teacher_id: 'T001' }),
  rec('t2', { teacher_name: 'Kavita More' }),
];
const classes = [
  rec('c2b', { class_name: 'Class 2', grade: 2, section: 'B' }),
  rec('c1a', { class_name: 'Class 1', grade: 1, section: 'A', class_teacher_id: 't1' }),
  rec('c2a', { class_name: 'Class 2', grade: 2, section: 'A', class_teacher_id: 't2' }),
  rec('cx', { class_name: 'Bridge Class', section: 'A' }),
];
const subjects = [
  rec('s1', { name: 'Marathi', grade: 1, class_id: null }),
  rec('s2', { name: 'English', grade: 1, class_id: null }),
  rec('s3', { name: 'Mathematics', grade: 2, class_id: 'c2a' }),
  rec('s4', { name: 'Art', grade: 2, class_id: null }),
];
const students = [
  rec('p1', { student_name: 'Rohan Shinde', roll_number: '', email: 'rohan@zp.in', class_id: 'c1a' }),
  rec('p2', { student_name: 'Pooja', email: 'pooja@zp.in', class_id: 'c1a' }),
  rec('p3', { student_name: 'Sneha Kale', roll_number: '7', email: 'sneha@zp.in', class_id: 'c2a' }),
];

async function putSchool() {
  await db.entity('schools').put(school);
  await db.entity('classes').bulkPut(classes);
  await db.entity('subjects').bulkPut(subjects);
  await db.entity('students').bulkPut(students);
  await db.entity('teachers').bulkPut(teachers);
}

async function openDetails(role: 'super_admin' | 'school_admin' = 'school_admin') {
  signInAs(role, role === 'school_admin' ? sid : null);
  const view = renderApp(`/schools/${sid}`);
  await screen.findByRole('heading', { level: 2, name: 'ZP School Shirur' });
  return view;
}

const card = (label: string) =>
  screen.getByText(label, { selector: 'dt.school-stats__label' }).parentElement!.textContent;
const panel = () => screen.getByRole('region', { name: /^Class \d - [AB]$|Class details/ });

describe('School details, from the device', { timeout: 20_000 }, () => {
  it('shows the header, the four stat cards and the links', async () => {
    await putSchool();
    await freshScope(schoolScope(sid));
    await openDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'School Details' })).toBeTruthy();
    expect(screen.getByText('Shirur, Pune, Maharashtra - 412210')).toBeTruthy();
    expect(screen.getByText(/Principal: Sunita Deshmukh/).textContent).toContain('sunita@zp.in');
    expect(card('Total Students')).toBe('Total Students3');
    expect(card('Teachers')).toBe('Teachers2');
    expect(card('Classes')).toBe('Classes4');
    expect(card('Subjects')).toBe('Subjects4');
    expect(screen.getByRole('link', { name: 'Manage Students' }).getAttribute('href')).toBe(
      `/schools/${sid}/students`,
    );
    for (const page of ['Teachers', 'Classes', 'Subjects', 'Books'])
      expect(screen.getByRole('link', { name: page }).getAttribute('href')).toBe(
        `/schools/${sid}/${page.toLowerCase()}`,
      );
    const labels = [...document.querySelectorAll('dt.school-stats__label')].map((label) => label.textContent);
    expect(labels).toEqual(['Total Students', 'Teachers', 'Classes', 'Subjects']);
    const links = within(screen.getByRole('navigation', { name: 'School pages' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.className])).toEqual([
      ['Manage Students', 'button button--primary'],
      ...['Teachers', 'Classes', 'Subjects', 'Books'].map((page) => [page, 'button button--secondary']),
    ]);
  });

  it('lists classes by grade then section, selects the first, and shows its details', async () => {
    await putSchool();
    await freshScope(schoolScope(sid));
    const { user } = await openDetails();
    const list = screen.getByRole('region', { name: 'Class List' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Class 1 - AGrade 1',
      'Class 2 - AGrade 2',
      'Class 2 - BGrade 2',
      'Bridge Class - AGrade N/A',
    ]);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');

    // The class has one name here, in the list and in its panel, as on every other screen.
    expect(within(panel()).getByRole('heading', { name: 'Class 1 - A' })).toBeTruthy();
    expect(within(panel()).getByText('Marathi, English')).toBeTruthy();
    expect(within(panel()).getByText('Anil Jadhav')).toBeTruthy();
    const rows = within(panel())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['PPooja001pooja@zp.in', 'RSRohan Shinde002rohan@zp.in']);

    await user.click(buttons[2]!);
    expect(within(panel()).getByRole('heading', { name: 'Class 2 - B' })).toBeTruthy();
    expect(within(panel()).getByText('Section').nextElementSibling?.textContent).toBe('B');
    expect(within(panel()).getByText('Not Assigned')).toBeTruthy();
    expect(within(panel()).getByText('Art')).toBeTruthy();
    expect(within(panel()).getByText('No students in this class yet')).toBeTruthy();

    await user.click(buttons[1]!);
    expect(within(panel()).getByText('Mathematics, Art')).toBeTruthy();
    expect(within(panel()).getByText('7')).toBeTruthy();
  });

  it("says 'Select a class to view details' for a school with no classes", async () => {
    await db.entity('schools').put(school);
    await freshScope(schoolScope(sid));
    await openDetails();
    expect(screen.getByText('Select a class to view details')).toBeTruthy();
    expect(screen.getByText('No classes yet')).toBeTruthy();
    expect(card('Classes')).toBe('Classes0');
  });

  it("shows '...' on the cards while the school's data is still coming", async () => {
    await db.entity('schools').put(school);
    stubFetch().mockReturnValue(new Promise<Response>(() => undefined));
    await openDetails('super_admin');
    expect(card('Total Students')).toBe('Total Students...');
    expect(screen.getByText('Loading classes...')).toBeTruthy();
  });

  it('says the data is saved, and when, while offline', async () => {
    useSyncStatus.setState({ online: false });
    await putSchool();
    await freshScope(schoolScope(sid), Date.now() - 2 * 60 * 60_000);
    await openDetails();
    expect(screen.getByText(/^Saved data from .* · offline$/)).toBeTruthy();
    expect(card('Total Students')).toBe('Total Students3');
  });
});

describe('a school that is not on the device', { timeout: 20_000 }, () => {
  it('offline: says it is not saved here yet', async () => {
    useSyncStatus.setState({ online: false });
    signInAs('school_admin', sid);
    renderApp(`/schools/${sid}`);
    expect(await screen.findByText('This school is not saved on this device')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'School Details' })).toBeTruthy();
  });

  it("online but refused: 'School not found' with the server's reason", async () => {
    stubFetch().mockResolvedValue(
      new Response(JSON.stringify({ message: 'You do not have access to this school' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    signInAs('super_admin');
    // Another school than the other tests: a pull never answered there is still running for theirs.
    renderApp(`/schools/${makeSchool()._id}`);
    expect(await screen.findByText('School not found')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You do not have access to this school')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Back to Schools' }).getAttribute('href')).toBe('/schools');
  });
});
