import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { captureDownloads, openStudents, seedSchool } from './fixtures';

cleanDeviceEachTest();

let downloads: ReturnType<typeof captureDownloads>;
afterEach(() => downloads?.restore());

const HEADER = 'student_name,email,roll_number,class_name,section,status';
const csvFile = (content: BlobPart, name = 'students.csv') => new File([content], name, { type: 'text/csv' });

async function openPanel() {
  await seedSchool();
  downloads = captureDownloads();
  const view = await openStudents();
  const toggle = screen.getByRole('button', { name: 'Import CSV' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await view.user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('region', { name: 'Import students from CSV' });
  const input = within(panel).getByLabelText<HTMLInputElement>('CSV file');
  return { ...view, panel, input };
}

describe('the students CSV panel', { timeout: 30_000 }, () => {
  it('states the limits, previews each row with its row number, imports only the good rows', async () => {
    const { user, panel, input } = await openPanel();
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');
    expect(panel.textContent).toContain('Only .csv files, up to 10MB and 5,000 rows.');

    const text = [
      HEADER,
      'Sita Pawar,sita@school.in,5A30,Class 5,A,active',
      'Bad Email,not-an-email,5A31,Class 5,A,active',
      '"Gita  Shinde",gita@school.in,5B30,Class 5,B,inactive',
      'Old Roll,old@school.in,5A01,Class 5,A,active',
      'Hari More,hari@school.in,6A30,Class 6,A,active',
    ].join('\r\n');
    await user.upload(input, csvFile(text));
    expect(await within(panel).findByText('3 rows ready, 2 with problems')).toBeTruthy();

    const preview = within(panel).getByRole('table', { name: 'Rows of the file' });
    const problemRows = within(preview).getAllByRole('row').slice(1);
    expect(problemRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['3', '5']);
    expect(problemRows[0]!.textContent).toContain('Please enter a valid email address');
    expect(problemRows[1]!.textContent).toContain('This roll number is already used in this class');
    await user.click(within(panel).getByLabelText('Only rows with problems'));
    expect(within(preview).getAllByRole('row')).toHaveLength(6);

    await user.click(within(panel).getByRole('button', { name: 'Download error report' }));
    expect(downloads.files[0]!.name).toBe('students-import-errors.csv');
    expect(await downloads.text(0)).toBe(
      `\uFEFF${HEADER},error\r\nBad Email,not-an-email,5A31,Class 5,A,active,Please enter a valid email address\r\n` +
        'Old Roll,old@school.in,5A01,Class 5,A,active,This roll number is already used in this class\r\n',
    );

    await user.click(within(panel).getByRole('button', { name: 'Import 3 students' }));
    expect(await within(panel).findByText('3 students imported')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect(await screen.findByText('Gita Shinde')).toBeTruthy();
    expect(screen.getAllByText('Waiting to sync').length).toBeGreaterThanOrEqual(1);
    expect(within(panel).getByRole('button', { name: 'Import another file' })).toBeTruthy();
  });

  it('downloads a template with the header and one example row', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Download template' }));
    expect(downloads.files[0]!.name).toBe('students-template.csv');
    expect(await downloads.text(0)).toBe(
      `\uFEFF${HEADER}\r\nAsha Patil,asha.patil@example.com,5A01,Class 5,A,active\r\n`,
    );
  });

  const malformed: Array<[string, () => File, string]> = [
    ['an empty file', () => csvFile(''), 'The file is empty'],
    [
      'a 20 MB file',
      () => csvFile(new Uint8Array(20 * 1024 * 1024).fill(0x61)),
      'The file is larger than 10MB',
    ],
    [
      'Windows-1252 text',
      () => csvFile(new Uint8Array([...new TextEncoder().encode(`${HEADER}\nJos`), 0xe9, 0x0a])),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
    ],
    [
      'an .xlsx renamed .csv',
      () => csvFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])),
      'This is an Excel or zip file, not a CSV. Save it as "CSV UTF-8" and choose it again.',
    ],
    [
      'wrong columns',
      () => csvFile('name,email,roll,class_name,section,status\nA,b,c,d,e,f\n'),
      'Missing columns: student_name, roll_number. Unknown columns: name, roll. The first row must be: ' +
        'student_name,email,roll_number,class_name,section,status',
    ],
    [
      '50,000 rows',
      () =>
        csvFile(
          [
            HEADER,
            ...Array.from({ length: 50_000 }, (_, i) => `Asha,a${i}@b.in,R${i},Class 5,A,active`),
          ].join('\n'),
        ),
      'The file has 50,000 rows; at most 5,000 can be imported at once. Split it into smaller files.',
    ],
  ];

  it.each(malformed)('refuses %s with a clear message and changes nothing', async (_what, file, message) => {
    const { user, panel, input } = await openPanel();
    const students = await db.students.count();
    await user.upload(input, file());
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText('Nothing was imported.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.students.count()).toBe(students);
  });

  it('exports the filtered list, every page of it, in the import columns', async () => {
    const { user } = await openPanel();
    await user.type(screen.getByPlaceholderText('Search students...'), '5a');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.files[0]!.name).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.text(0)).toBe(
      `\uFEFF${HEADER}\r\nAsha Patil,asha.patil@school.in,5A01,Class 5,A,active\r\n`,
    );
  });
});
