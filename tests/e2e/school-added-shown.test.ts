/**
 * Issue: a school added on page 1 of the list vanished to page 2 after saving (the list is sorted by
 * name). The list still goes back to page 1, with the new school on top: marked, saying which
 * page it is on, focused and on screen.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, signIn } from './harness';
import { addSchool, adminToken, NEW_SCHOOL, openSchools, rowOf, serverSchools } from './schools-helpers';

const frame = browserFixture();

describe('a school just added', () => {
  it('is shown on top of page 1 with the page it sorts onto, marked, focused and on screen', async () => {
    const { server, page } = frame;
    const schools = await serverSchools(server, await adminToken(server));
    // The demo's schools fill page 1 and the new one sorts after them: without this, nothing is tested.
    expect(schools.length).toBeGreaterThanOrEqual(5);
    expect(schools.every((school) => school.school_name.localeCompare(NEW_SCHOOL['School Name']) < 0)).toBe(
      true,
    );

    await signIn(page, DEMO.superAdmin);
    await openSchools(page, schools[0]!.school_name);
    await addSchool(page);

    const row = rowOf(page, NEW_SCHOOL['School Name']);
    await row.waitFor();
    expect(await page.getByRole('button', { name: '1', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await row.getAttribute('aria-current')).toBe('true');
    expect(await row.getByText('Just added · on page 2').isVisible()).toBe(true);
    expect(await row.getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true);
    const box = (await row.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    await page.getByRole('button', { name: '2', exact: true }).click();
    await row.getByText('Just added', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
  });
});
