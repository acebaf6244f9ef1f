/**
 * Cancel on a new lesson forgets the file chosen for it: nothing is sent or kept, and a refusal of that
 * file does not stay behind as something that needs attention.
 */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { contentScreen } from './content-helpers';
import { DEMO } from './harness';
import { TABLET_SIZES } from './layout-checks';
import { syncStatus } from './schools-helpers';
import { countOnDevice } from './uploads-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);

/** A program renamed as a video: its name passes the device's check, its content not the server's. */
const PROGRAM_AS_VIDEO = {
  name: 'setup.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.concat([
    Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]),
    Buffer.alloc(64 * 1024),
  ]),
};

it.each(TABLET_SIZES)(
  'a file the server refused, then Cancel: no alarm left and nothing kept, at $width × $height',
  async (size) => {
    const { page } = e2e;
    await page.setViewportSize(size);
    await content.open();
    await page.getByRole('button', { name: 'Create Content' }).click();
    const form = page.getByRole('form', { name: 'Create Content' });
    await form.getByLabel('Content Type').selectOption('video');
    await form.locator('input[name="video_file"]').setInputFiles(PROGRAM_AS_VIDEO);
    await form.getByText('Only MP4, AVI, MOV, and WMV video files are allowed').waitFor();
    await expect.poll(() => syncStatus(page)).toBe('1 need attention');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    expect(await countOnDevice(page, 'uploads')).toBe(0);
  },
);
