/**
 * The Teachers screen in a real browser against the real server: add, edit (Teacher ID fixed), a real
 * delete, search, empty states and messages.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, signIn } from './harness';
import { peopleScreen } from './people-helpers';
import { TEACHERS } from './people-kinds';
import { NEW_SCHOOL } from './schools-helpers';

const e2e = browserFixture();
const teachers = peopleScreen(e2e, TEACHERS);
const { fieldError } = teachers;

describe('the Teachers screen', () => {
  it('lists, searches, validates, adds, edits and deletes teachers', async () => {
    const { page } = e2e;
    await signIn(page, DEMO.schoolAdmin);
    await teachers.open();
    const { data: list } = await teachers.list();
    await expect.poll(teachers.counts).toBe(`Total Teachers${list.length}`);
    await teachers.find(list[0]!.email.toUpperCase(), list[0]!.teacher_name);
    await teachers.searchForNobody();

    await teachers.saveEmpty();
    expect(await fieldError('Teacher ID').textContent()).toBe('Teacher ID is required');
    expect(await fieldError('Teacher Name').textContent()).toBe('Teacher name is required');
    await teachers.fill({ 'Teacher ID': 'T-1', 'Phone Number': '12345' });
    expect(await fieldError('Teacher ID').textContent()).toBe(
      'Teacher ID must contain only letters and numbers',
    );
    expect(await fieldError('Phone Number').textContent()).toBe('Phone number must be exactly 10 digits');

    await teachers.fill({
      'Teacher ID': 'zpe2e01',
      'Teacher Name': 'Lata Bhosale',
      Email: 'lata.bhosale@shala.demo',
      'Phone Number': '9822000001',
    });
    await teachers.save();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await teachers.savedOnServer(async () => (await teachers.list('lata.bhosale@shala.demo')).data.length, 1);
    const [added] = (await teachers.list('lata.bhosale@shala.demo')).data;
    expect(added).toMatchObject({
      teacher_id: 'ZPE2E01',
      teacher_name: 'Lata Bhosale',
      phone_number: '9822000001',
    });

    await teachers.search('Lata');
    await page.getByRole('button', { name: 'Edit Lata Bhosale' }).click();
    expect(await page.getByLabel('Teacher ID', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await page.getByText('This field cannot be changed').waitFor();
    await teachers.update({ 'Phone Number': '9822000002' });
    const phoneOnServer = async () => (await teachers.one(added!._id)).data.phone_number;
    await teachers.savedOnServer(phoneOnServer, '9822000002');
    expect((await teachers.one(added!._id)).data).toMatchObject({
      teacher_id: 'ZPE2E01',
      phone_number: '9822000002',
      version: added!.version + 1,
    });

    await teachers.remove('Lata Bhosale');
    await teachers.savedOnServer(async () => (await teachers.one(added!._id)).status, 404);
  });

  it('shows the empty states of a school with no teachers or students yet', async () => {
    const { page, server } = e2e;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/schools/initiate-school',
      headers: { authorization: `Bearer ${teachers.token}` },
      payload: {
        school_name: NEW_SCHOOL['School Name'],
        email: NEW_SCHOOL.Email,
        phone_number: NEW_SCHOOL['Phone Number'],
        contact: NEW_SCHOOL['Contact Person'],
        street: NEW_SCHOOL.Street,
        locality: NEW_SCHOOL['Locality/Village'],
        city: NEW_SCHOOL.City,
        state: NEW_SCHOOL.State,
        pincode: NEW_SCHOOL['PIN Code'],
        principal_name: NEW_SCHOOL['Principal Name'],
        principal_email: NEW_SCHOOL['Principal Email'],
        principal_contact: NEW_SCHOOL['Principal Contact'],
      },
    });
    const newSchool = created.json<{ data: { _id: string } }>().data._id;
    await signIn(page, DEMO.superAdmin);
    await teachers.open(newSchool);
    await page.getByText('No teachers found').waitFor();
    await page.getByText('Get started by adding a new teacher.').waitFor();
    await page.goto(`/schools/${newSchool}/students`);
    await page.getByText('No students found').waitFor();
    await page.getByText('Get started by adding a new student.').waitFor();
  });
});
