/**
 * The notice that comes unasked when the app is first ready to work offline never covers a control a
 * person may be about to tap: it appears while they work (here, editing a pupil), at both tablet sizes.
 */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, waitForServiceWorker } from './harness';
import { TABLET_SIZES } from './layout-checks';
import { demoSchoolApi, showFirstPupil } from './server-api';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const demo = demoSchoolApi(e2e);

/** Every visible control on screen whose box overlaps the notice's, as 'tag "name"'. */
function controlsUnderNotice(): string[] {
  const notice = document.querySelector('.pwa-prompt')!.getBoundingClientRect();
  const covered: string[] = [];
  for (const control of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
    if (control.closest('.pwa-prompt')) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const overlaps =
      box.left < notice.right &&
      box.right > notice.left &&
      box.top < notice.bottom &&
      box.bottom > notice.top;
    if (overlaps)
      covered.push(
        `${control.tagName.toLowerCase()} "${control.innerText || control.getAttribute('aria-label') || ''}"`,
      );
  }
  return covered;
}

it.each(TABLET_SIZES)(
  'leaves every control of an open form and its list free at $width × $height',
  { tags: ['service-worker'] },
  async (size) => {
    const { page } = e2e;
    await page.setViewportSize(size);
    const pupil = await showFirstPupil(page, demo.api, demo.schoolId);
    await page.getByRole('button', { name: `Edit ${pupil.student_name}` }).click();
    await page.getByRole('button', { name: 'Update Student' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByText('Ready to work offline').waitFor();

    expect(await page.evaluate(controlsUnderNotice)).toEqual([]);
    const notice = await page.locator('.pwa-prompt').boundingBox();
    expect(notice!.x + notice!.width).toBeLessThanOrEqual(size.width);
    expect(notice!.y + notice!.height).toBeLessThanOrEqual(size.height);
  },
);
