/**
 * Bulk CSV import in a real browser: a 1,000-row file with 7 bad rows is checked on the device, the
 * 993 good rows reach the server once, and the error report holds the 7; malformed files change nothing.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv/csv-parse';
import { students1000, type ClassRef } from '../fixtures/csv/students-1000';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { emailBreaks, horizontalExtent, TABLET_SIZES } from './layout-checks';
import { peopleScreen } from './people-helpers';
import { STUDENTS } from './people-kinds';
import { syncStatus } from './schools-helpers';

interface ClassRow extends ClassRef {
  _id: string;
}

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const students = peopleScreen(e2e, STUDENTS);

const HEADER = 'student_name,email,roll_number,class_name,section,status';

async function get<T>(url: string): Promise<T> {
  return (await students.get<T>(url)).body;
}

async function studentTotal(search = ''): Promise<number> {
  return (await students.list(search, 1)).total;
}

async function openImport() {
  await students.openList();
  await e2e.page.getByRole('button', { name: 'Import CSV' }).click();
  return e2e.page.getByRole('region', { name: 'Import students from CSV' });
}

async function choose(name: string, buffer: Buffer) {
  await e2e.page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
}

async function download(button: string): Promise<string> {
  const started = e2e.page.waitForEvent('download');
  await e2e.page.getByRole('button', { name: button }).click();
  const file = await started;
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(await file.path()));
}

describe('importing students from a CSV file', () => {
  it('flags exactly the 7 bad rows of 1,000, imports the 993 others once, and reports the 7', async () => {
    const { page } = e2e;
    const { schoolId } = students;
    const classes = (await get<{ data: ClassRow[] }>(`/api/classes?school_id=${schoolId}`)).data;
    const [existing] = (
      await get<{ data: Array<{ roll_number: string; class_id: string }> }>(
        `/api/students/school/${schoolId}?limit=1`,
      )
    ).data;
    const klass = classes.find((c) => c._id === existing!.class_id)!;
    const { text, bad } = students1000(classes, { ...klass, roll_number: existing!.roll_number });
    const before = await studentTotal();

    const panel = await openImport();
    await panel.getByText('Only .csv files, up to 10MB and 5,000 rows.', { exact: false }).waitFor();
    await choose('students-1000.csv', Buffer.from(text));
    await panel.getByText('993 rows ready, 7 with problems').waitFor();
    expect(await panel.getByLabel('Only rows with problems').isChecked()).toBe(true);
    const rows = panel.getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');
    expect(await rows.count()).toBe(7);
    for (const [index, { row, problem }] of bad.entries()) {
      const line = rows.nth(index);
      expect(await line.getByRole('rowheader').textContent()).toBe(String(row));
      expect(await line.locator('td').first().textContent()).toBe(problem);
    }

    const report = parseCsv(await download('Download error report'));
    if (!report.ok) throw new Error(report.message);
    const [header, ...lines] = report.records.map((record) => record.cells);
    expect(header!.join(',')).toBe(`${HEADER},error`);
    expect(lines.map((cells) => cells[6])).toEqual(bad.map((b) => b.problem));

    await panel.getByRole('button', { name: 'Import 993 students' }).click();
    await panel.getByText('993 students imported').waitFor();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await expect.poll(() => studentTotal('@import.shala.in'), { timeout: 30_000 }).toBe(993);
    await expect.poll(() => syncStatus(page), { timeout: 30_000 }).toBe('All changes saved');
    expect(await studentTotal('@import.shala.in')).toBe(993);
    expect(await studentTotal()).toBe(before + 993);
    await page.getByPlaceholder('Search students...').fill('pupil1@import.shala.in');
    await page.getByRole('row').filter({ hasText: 'IMP0001' }).waitFor();
  });

  const HUGE = [
    HEADER,
    ...Array.from({ length: 50_000 }, (_, i) => `Asha Patil,a${i}@x.in,R${i},Class 1,A,active`),
  ];
  const malformed: Array<[string, string, () => Buffer, string]> = [
    [
      'wrong columns',
      'students.csv',
      () => Buffer.from('name,email,roll\nAsha,a@b.in,1A01\n'),
      'Missing columns: student_name, roll_number, class_name, section, status. Unknown columns: name, roll.',
    ],
    [
      'wrong encoding',
      'students.csv',
      () =>
        Buffer.concat([
          Buffer.from(`${HEADER}\nJos`),
          Buffer.from([0xe9]),
          Buffer.from(' Patil,j@b.in,1A01,Class 1,A,active\n'),
        ]),
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
    ],
    ['an empty file', 'students.csv', () => Buffer.alloc(0), 'The file is empty'],
    [
      '50,000 rows',
      'students.csv',
      () => Buffer.from(HUGE.join('\n')),
      'The file has 50,000 rows; at most 5,000 can be imported at once. Split it into smaller files.',
    ],
    [
      'a 20 MB file',
      'students.csv',
      () => Buffer.alloc(20 * 1024 * 1024, 0x61),
      'The file is larger than 10MB',
    ],
    [
      'an .xlsx renamed .csv',
      'students.csv',
      () => Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
      'This is an Excel or zip file, not a CSV. Save it as "CSV UTF-8" and choose it again.',
    ],
  ];

  it('refuses malformed files, each with a clear message, and changes nothing', async () => {
    const { page } = e2e;
    const before = await studentTotal();
    const panel = await openImport();
    for (const [what, name, buffer, message] of malformed) {
      await choose(name, buffer());
      const alert = panel.getByRole('alert');
      await expect.poll(() => alert.textContent(), { timeout: 10_000, message: what }).toContain(message);
      expect(await alert.textContent()).toContain('Nothing was imported.');
      expect(await panel.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    }
    expect(await syncStatus(page)).toBe('All changes saved');
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('shala-admin');
            open.onsuccess = () => {
              const count = open.result.transaction('outbox').objectStore('outbox').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);
    expect(await studentTotal()).toBe(before);
  });

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: the file box names the file it read, and empties for another',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      const [klass] = (await get<{ data: ClassRow[] }>(`/api/classes?school_id=${students.schoolId}`)).data;
      const panel = await openImport();
      const row = `Asha Tablet,asha.tablet.${size.width}@example.in,TAB${size.width},${klass!.class_name},${klass!.section},active`;
      await choose('class-pupils.csv', Buffer.from(`${HEADER}\n${row}\n`));
      await panel.getByRole('button', { name: 'Import 1 student' }).waitFor();
      const box = page.getByLabel('CSV file', { exact: true });
      const chosen = () => box.evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);
      expect(await chosen()).toBe('class-pupils.csv');
      await panel.getByRole('button', { name: 'Import 1 student' }).click();
      await panel.getByRole('button', { name: 'Import another file' }).click();
      expect(await chosen()).toBeNull();
    },
  );

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: a refused row says why inside the screen, and its e-mail stays whole',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      const [klass] = (await get<{ data: ClassRow[] }>(`/api/classes?school_id=${students.schoolId}`)).data;
      const panel = await openImport();
      const email = `a.rather.long.address.for.a.pupil.${size.width}@zp-school-ambavade.example.in`;
      const row = `Bad Roll,${email},!!,${klass!.class_name},${klass!.section},active`;
      await choose('bad-roll.csv', Buffer.from(`${HEADER}\n${row}\n`));
      const reason = panel.getByRole('cell', { name: 'Roll number must contain only letters and numbers' });
      await reason.waitFor();
      const { right } = await horizontalExtent(reason);
      expect(right).toBeLessThanOrEqual(size.width);
      const breaks = await emailBreaks(page);
      expect(breaks.checked).toBeGreaterThan(0);
      expect(breaks.midWord).toEqual([]);
    },
  );
});
