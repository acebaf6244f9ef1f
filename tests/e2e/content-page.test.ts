/**
 * The Content management list in a real browser against the real server: the cards, the
 * paging texts, filters by clicking a row's class and subject, the filters panel, chips and Clear All,
 * the debounced search, and both empty states.
 */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { browserFixture } from './browser-fixture';
import { contentScreen, summaryOf } from './content-helpers';
import { DEMO } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);

const titles = (list: readonly Content[]) => list.map((c) => c.chapter_title).sort();
const sorted = async (read: () => Promise<string[]>) => (await read()).sort();

describe('the Content management list when its first load fails', () => {
  it('shows the error box, and Try Again loads the list', async () => {
    const { page, context } = e2e;
    const failSync = (route: { fulfill(answer: object): Promise<void> }) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The server is busy', errorType: 'unavailable' }),
      });
    await context.route('**/api/sync**', failSync);
    await content.open();
    const box = page.getByRole('alert').filter({ hasText: 'Error: The server is busy' });
    await box.waitFor();
    await context.unroute('**/api/sync**', failSync);
    await box.getByRole('button', { name: 'Try Again' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await box.count()).toBe(0);
  });
});

describe('the Content management list', () => {
  it('counts, pages, and filters by a row’s class and subject, with chips and Clear All', async () => {
    const { page } = e2e;
    const all = await content.list();
    const classes = await content.classes();
    const subjects = await content.subjects();
    expect(all.length).toBeGreaterThan(10);

    await content.open();
    await expect.poll(content.counts).toBe(content.expectedCounts(all));
    await expect.poll(content.summary).toBe(summaryOf(1, all.length, false));
    expect((await content.listed()).length).toBe(10);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(content.summary).toBe(summaryOf(2, all.length, false));

    // A class in a row filters by it, back on page 1.
    const row = page.locator('tbody tr').first();
    const title = (await row.locator('.content-table__title').textContent())!;
    const chosen = all.find((c) => c.chapter_title === title)!;
    // The Content column says what the lesson is made of; its title is in Chapter Title only.
    const contentCell = await row.locator('td').first().textContent();
    expect(contentCell).not.toContain(title);
    expect(contentCell).toContain(
      chosen.content_type === 'vr' ? chosen.scene_name || chosen.scene_id : chosen.theme,
    );
    const className = classes.find((c) => c._id === chosen.class)!.class_name;
    const subjectName = subjects.find((s) => s._id === chosen.subject)!.subject_name;
    await row.getByRole('button', { name: className }).click();
    const ofClass = all.filter((c) => c.class === chosen.class);
    await expect.poll(content.chips).toEqual([`Class: ${className}`]);
    await expect.poll(content.summary).toBe(summaryOf(1, ofClass.length, true));
    await expect.poll(() => sorted(content.listed)).toEqual(titles(ofClass).slice(0, 10).sort());
    expect(await content.counts()).toBe(content.expectedCounts(ofClass));

    await content.rowOf(title).getByRole('button', { name: subjectName }).click();
    const ofSubject = ofClass.filter((c) => c.subject === chosen.subject);
    await expect.poll(content.chips).toEqual([`Class: ${className}`, `Subject: ${subjectName}`]);
    await expect.poll(() => sorted(content.listed)).toEqual(titles(ofSubject));

    // Removing the subject's chip keeps the class; Clear All ends every filter.
    await page.getByRole('button', { name: `Remove filter Subject: ${subjectName}` }).click();
    await expect.poll(content.summary).toBe(summaryOf(1, ofClass.length, true));
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(content.summary).toBe(summaryOf(1, all.length, false));
    expect(await page.getByRole('list', { name: 'Filters in use' }).count()).toBe(0);

    // The panel: Subject waits for a class; the type filter.
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Content filters' });
    expect(await panel.getByLabel('Subject').isDisabled()).toBe(true);
    await panel.getByLabel('Content Type').selectOption('vr');
    const vr = all.filter((c) => c.content_type === 'vr');
    await expect.poll(content.chips).toEqual(['Type: VR']);
    await expect.poll(content.summary).toBe(summaryOf(1, vr.length, true));
    await panel.getByLabel('Class').selectOption(chosen.class);
    expect(await panel.getByLabel('Subject').isDisabled()).toBe(false);
    await panel.getByLabel('Subject').selectOption(chosen.subject);
    await expect.poll(content.chips).toEqual([`Class: ${className}`, `Subject: ${subjectName}`, 'Type: VR']);
    // Another class clears the subject.
    const other = classes.find((c) => c._id !== chosen.class)!;
    await panel.getByLabel('Class').selectOption(other._id);
    await expect.poll(content.chips).toEqual([`Class: ${other.class_name}`, 'Type: VR']);
    expect(await panel.getByLabel('Subject').inputValue()).toBe('');

    // The search waits for the typing to stop, then finds nothing: the filtered empty state.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await content.search('no chapter like this one');
    await page.getByText('No content found').waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    expect(await content.chips()).toEqual(['Search: no chapter like this one']);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(content.summary).toBe(summaryOf(1, all.length, false));
    expect(await page.getByPlaceholder('Search content...').inputValue()).toBe('');

    await content.search(chosen.chapter_title.toUpperCase());
    await expect.poll(content.listed).toContain(chosen.chapter_title);
    await content.rowOf(chosen.chapter_title).locator('td').first().click();
    await page.waitForURL(`**/content/${chosen._id}`);
  });

  it('says "No content available" when there is none, and offers to create the first', async () => {
    const { page } = e2e;
    for (const item of await content.list()) await content.remove(item._id);
    await content.open();
    await page.getByText('No content available').waitFor();
    await page.getByText('Get started by creating your first piece of content').waitFor();
    expect(await content.counts()).toBe(content.expectedCounts([]));
    await page.getByRole('button', { name: 'Create Content' }).click();
    await page.getByRole('heading', { name: 'Create Content' }).waitFor();
  });
});
