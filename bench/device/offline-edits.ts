/**
 * Edits of a school's pupils made on an offline tablet through the app itself, as a person makes them: on
 * the Students page, Edit on a pupil's row, the name changed, Update Student, the form closed; then the
 * next pupil on the page, or the next page. The pupils' ids come from the outbox rows the app wrote.
 */
import type { Page } from 'playwright-core';

export const EDITED = ' Edited';

const WAIT_MS = 60_000;

const EDIT_BUTTONS = 'table tbody button[aria-label^="Edit "]';

/** Which Edit button on the page is the first whose pupil is not edited yet (two pupils may share a name). */
const nextUnedited = (page: Page) =>
  page.evaluate(
    ({ buttons, suffix }) =>
      [...document.querySelectorAll(buttons)].findIndex(
        (button) => !(button.getAttribute('aria-label') ?? '').endsWith(suffix),
      ),
    { buttons: EDIT_BUTTONS, suffix: EDITED },
  );

/** Edits `count` pupils on the open Students page (offline); the ids of the pupils edited, in order. */
export async function editPupilsOffline(page: Page, count: number): Promise<string[]> {
  for (let edited = 0; edited < count;) {
    const index = await nextUnedited(page);
    if (index < 0) {
      // Every pupil here is edited (on this tablet, or earlier by another): the next page.
      const firstRow = await page.locator(EDIT_BUTTONS).first().getAttribute('aria-label');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction(
        ({ buttons, before }) => document.querySelector(buttons)?.getAttribute('aria-label') !== before,
        { buttons: EDIT_BUTTONS, before: firstRow },
        { timeout: WAIT_MS },
      );
      continue;
    }
    const button = page.locator(EDIT_BUTTONS).nth(index);
    const name = ((await button.getAttribute('aria-label')) ?? '').slice('Edit '.length);
    await button.click();
    await page.getByLabel('Student Name', { exact: true }).fill(`${name}${EDITED}`);
    await page.getByRole('button', { name: 'Update Student' }).click();
    await page
      .getByRole('button', { name: 'Update Student' })
      .waitFor({ state: 'detached', timeout: WAIT_MS });
    // The list shows the new name: the person sees the change before making the next one.
    await page
      .getByRole('button', { name: `Edit ${name}${EDITED}`, exact: true })
      .first()
      .waitFor({ timeout: WAIT_MS });
    edited++;
  }
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const rows = open.result.transaction('outbox').objectStore('outbox').getAll();
          rows.onsuccess = () => {
            open.result.close();
            resolve((rows.result as Array<{ targetId: string }>).map((row) => row.targetId));
          };
        };
      }),
  );
}

/** Rows still in the device's outbox. */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => (open.result.close(), resolve(count.result));
        };
      }),
  );
}
