/**
 * The subjects CSV import in a real browser: the preview names the bad rows by number with their
 * messages, the good rows reach the server once, and the same bulk request sent again adds none.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv/csv-parse';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { peopleScreen } from './people-helpers';
import { SUBJECTS } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const subjects = peopleScreen(e2e, SUBJECTS);

const HEADER = 'name,code,department,grade,credits,status';

async function download(button: string): Promise<string> {
  const started = e2e.page.waitForEvent('download');
  await e2e.page.getByRole('button', { name: button }).click();
  const file = await started;
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(await file.path()));
}

const total = async () => (await subjects.list('', 1)).total;

describe('importing subjects from a CSV file', () => {
  it('previews the bad rows with their numbers and messages, imports the good ones once, and a replay adds none', async () => {
    const { page } = e2e;
    await subjects.openList();
    const { data: before } = await subjects.list();
    const existing = before[0]!;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import subjects from CSV' });

    const text = [
      HEADER,
      'Computer Basics,csv7a,Technology,7,4,active',
      `Copy Subject,${existing.code.toLowerCase()},Languages,3,3,active`,
      'Drawing,CSV7B,Arts,9,3,active',
      'Computer Again,CSV7A,Technology,6,2,inactive',
      'Yoga,CSV7C,Physical Education,5,7,active',
      'Gardening,csv7d,Environment,5,,',
      'Music,CSV7E,,4,2,paused',
    ].join('\r\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'subjects.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await panel.getByText('2 rows ready, 5 with problems').waitFor();
    const rows = panel.getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');
    const expected: Array<[string, string]> = [
      ['3', 'This subject code is already used in this school'],
      ['4', 'Grade must be a whole number from 1 to 7'],
      ['5', 'This subject code appears more than once in the file (first on row 2)'],
      ['6', 'Credits must be a whole number from 1 to 6'],
      ['8', 'Department is required'],
    ];
    expect(await rows.count()).toBe(expected.length);
    for (const [index, [row, problem]] of expected.entries()) {
      const line = rows.nth(index);
      expect(await line.getByRole('rowheader').textContent()).toBe(row);
      expect(await line.locator('td').first().textContent()).toContain(problem);
    }
    expect(await rows.nth(4).locator('td').first().textContent()).toContain(
      'Status must be either active or inactive',
    );

    const report = parseCsv(await download('Download error report'));
    if (!report.ok) throw new Error(report.message);
    const [header, ...lines] = report.records.map((record) => record.cells);
    expect(header!.join(',')).toBe(`${HEADER},error`);
    expect(lines.map((cells) => cells[0])).toEqual([
      'Copy Subject',
      'Drawing',
      'Computer Again',
      'Yoga',
      'Music',
    ]);

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/subjects/bulk',
    );
    await panel.getByRole('button', { name: 'Import 2 subjects' }).click();
    await panel.getByText('2 subjects imported').waitFor();
    const body = (await sent).postDataJSON() as { school_id: string; subjects: Array<{ _id: string }> };
    expect(body.subjects).toHaveLength(2);
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await subjects.savedOnServer(total, before.length + 2);
    const imported = (await subjects.list('CSV7')).data.sort((a, b) => a.code.localeCompare(b.code));
    expect(imported).toMatchObject([
      { code: 'CSV7A', name: 'Computer Basics', grade: 7, credits: 4, status: 'active' },
      { code: 'CSV7D', name: 'Gardening', department: 'Environment', grade: 5, credits: 3, status: 'active' },
    ]);
    expect(imported.map((subject) => subject._id).sort()).toEqual(body.subjects.map((row) => row._id).sort());

    const replay = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/subjects/bulk',
      headers: { authorization: `Bearer ${subjects.token}` },
      payload: body,
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ success: true, created: 0 });
    expect(await total()).toBe(before.length + 2);
    await subjects.find('csv7d', 'CSV7D');
  });
});
