import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { captureDownloads } from '../students/fixtures';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openTeachers, SCHOOL_ID, seedTeachers } from './fixtures';

cleanDeviceEachTest();

let downloads: ReturnType<typeof captureDownloads>;
afterEach(() => downloads?.restore());

const HEADER = 'teacher_id,teacher_name,email,phone_number,status,department';

async function openPanel() {
  await seedTeachers();
  downloads = captureDownloads();
  const view = await openTeachers();
  await view.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const panel = screen.getByRole('region', { name: 'Import teachers from CSV' });
  return { ...view, panel, input: within(panel).getByLabelText<HTMLInputElement>('CSV file') };
}

describe('importing teachers from CSV', { timeout: 30_000 }, () => {
  it('checks each row, flags Teacher IDs already used or repeated, imports the rest as one POST /teachers/bulk', async () => {
    const { user, panel, input } = await openPanel();
    const text = [
      HEADER,
      'zpt020,Kavita More,kavita@school.in,9822012345,active,Science',
      'ZPT001,Sunita Again,s2@school.in,9822012346,active,',
      'ZPT021,Arjun Pawar,arjun@school.in,12345,active,Mathematics',
      'ZPT020,Kavita Twice,k2@school.in,9822012347,inactive,',
      'ZPT022,"Pooja  Shinde",pooja@school.in,9822012348,Inactive,',
    ].join('\n');
    await user.upload(input, new File([text], 'teachers.csv', { type: 'text/csv' }));
    expect(await within(panel).findByText('2 rows ready, 3 with problems')).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'Rows of the file' });
    const problems = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getAllByRole('cell')[0]!.textContent,
      ]);
    expect(problems).toEqual([
      ['3', 'This Teacher ID is already used in this school'],
      ['4', 'Phone number must be exactly 10 digits'],
      ['5', 'This Teacher ID appears more than once in the file (first on row 2)'],
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Download error report' }));
    expect(downloads.files[0]!.name).toBe('teachers-import-errors.csv');
    expect((await downloads.text(0)).split('\r\n')[0]).toBe(`\uFEFF${HEADER},error`);

    await user.click(within(panel).getByRole('button', { name: 'Import 2 teachers' }));
    expect(await within(panel).findByText('2 teachers imported')).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      label: 'Import 2 teachers',
      request: { method: 'POST', path: '/teachers/bulk' },
    });
    const body = row!.request.body as { school_id: string; teachers: Array<Record<string, unknown>> };
    expect(body.school_id).toBe(SCHOOL_ID);
    expect(body.teachers).toEqual([
      expect.objectContaining({
        teacher_id: 'ZPT020',
        teacher_name: 'Kavita More',
        department: 'Science',
        status: 'active',
      }),
      expect.objectContaining({ teacher_id: 'ZPT022', teacher_name: 'Pooja Shinde', status: 'inactive' }),
    ]);
    expect(body.teachers[1]).not.toHaveProperty('department');
    expect(await screen.findByText('Pooja Shinde')).toBeTruthy();
  });

  it('takes a file without the optional department column, and names missing columns', async () => {
    const { user, panel, input } = await openPanel();
    await user.upload(
      input,
      new File(
        [
          'teacher_id,teacher_name,email,phone_number,status\nZPT030,Ganesh Jadhav,g@school.in,9822012349,active\n',
        ],
        't.csv',
      ),
    );
    expect(await within(panel).findByText('1 row ready, 0 with problems')).toBeTruthy();
    await user.upload(input, new File(['teacher_name,email\nA,b\n'], 't.csv'));
    expect(
      await within(panel).findByText(
        'Missing columns: teacher_id, phone_number, status. The first row must be: teacher_id,teacher_name,email,phone_number,status,department',
      ),
    ).toBeTruthy();
  });

  it('downloads a template and exports the filtered list', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Download template' }));
    expect(await downloads.text(0)).toBe(
      `\uFEFF${HEADER}\r\nT001,Sunita Deshmukh,sunita.deshmukh@example.com,9876543210,active,Mathematics\r\n`,
    );
    await user.type(screen.getByPlaceholderText('Search teachers...'), 'ramesh');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.files[1]!.name).toMatch(/^teachers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.text(1)).toBe(
      `\uFEFF${HEADER}\r\nZPT002,Ramesh Gaikwad,ramesh.g@school.in,9876543210,inactive,Mathematics\r\n`,
    );
  });
});
