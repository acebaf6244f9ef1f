/**
 * A file kept on the device is sent by tus in 8 MB chunks; a reload in the middle of a chunk resumes from
 * the server's offset (not from the start), and the server ends with the whole file. A file the server
 * refuses by its content stays on the device as failed, with the server's message.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { syncStatus } from './schools-helpers';
import { countOnDevice, keepOnDevice, lessonBytes, MB } from './uploads-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

const CHUNK = 8 * MB;
const FILE_SIZE = 20 * MB;

interface Patch {
  offset: number;
  bytes: number;
  afterReload: boolean;
}

describe('uploads', () => {
  it('resume after a reload in the middle of the file, from the server’s offset, and end whole on the server', async () => {
    const { page, context, server } = e2e;
    await page.goto('/');
    const head = await lessonBytes();

    let reloaded = false;
    const patches: Patch[] = [];
    let heldRoute: Route | undefined;
    let markHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      markHeld = resolve;
    });
    const heads: string[] = [];
    await context.route('**/api/files/*', async (route) => {
      const request = route.request();
      if (request.method() === 'HEAD' && reloaded) {
        const response = await route.fetch();
        heads.push(response.headers()['upload-offset'] ?? '');
        return route.fulfill({ response });
      }
      if (request.method() !== 'PATCH') return route.continue();
      const patch = {
        offset: Number(request.headers()['upload-offset']),
        bytes: request.postDataBuffer()?.length ?? 0,
        afterReload: reloaded,
      };
      // The second chunk never arrives: the page is reloaded while it is on its way.
      if (!reloaded && patch.offset >= CHUNK) {
        heldRoute = route;
        markHeld();
        return;
      }
      patches.push(patch);
      return route.continue();
    });

    const id = await keepOnDevice(page, { name: 'lesson.mp4', type: 'video/mp4', head, size: FILE_SIZE });
    await page.reload();
    await held;

    // Mid-file: the header counts it, the pending panel shows the server-confirmed part sent.
    await expect.poll(() => syncStatus(page)).toBe('Syncing 1 change…');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    await panel.getByText('Upload video lesson.mp4').waitFor();
    const bar = panel.getByRole('progressbar');
    // The first chunk is on the server: at least 8 of the 20 MB.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40);
    await panel.getByText(/^Uploading… \d+%$/).waitFor();

    reloaded = true;
    await page.reload();
    await heldRoute?.abort('connectionreset').catch(() => undefined);

    await expect.poll(() => syncStatus(page), { timeout: 30_000 }).toBe('All changes saved');
    expect(await countOnDevice(page, 'uploads')).toBe(0);

    // After the reload the transfer asked the server where it stood and went on from there.
    expect(heads[0]).toBe(String(CHUNK));
    const resumed = patches.filter((patch) => patch.afterReload);
    expect(resumed[0]?.offset).toBe(CHUNK);
    const sent = patches.reduce((total, patch) => total + patch.bytes, 0);
    expect(sent).toBe(FILE_SIZE);

    const stored = await server.app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(stored.rawPayload.length).toBe(FILE_SIZE);
    expect(stored.rawPayload.subarray(0, head.length).equals(Buffer.from(head))).toBe(true);
    const ranged = await server.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
  });

  it('keep a file the server refuses by its content as failed, with the server’s message', async () => {
    const { page } = e2e;
    await page.goto('/');
    // A program renamed as a video: its name passes the device's check, its content does not.
    const program = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff];
    await keepOnDevice(page, { name: 'setup.mp4', type: 'video/mp4', head: program, size: 64 * 1024 });
    await page.reload();

    await expect.poll(() => syncStatus(page), { timeout: 30_000 }).toBe('1 need attention');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    expect(await panel.getByRole('alert').textContent()).toBe(
      'Only MP4, AVI, MOV, and WMV video files are allowed',
    );
    expect(await panel.getByText('Not uploaded').count()).toBe(1);
    await panel.getByRole('button', { name: 'Discard' }).click();
    await panel.getByText('All changes are saved on the server.').waitFor();
    expect(await countOnDevice(page, 'uploads')).toBe(0);
  });
});
