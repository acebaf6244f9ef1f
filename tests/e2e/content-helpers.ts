/** The Content management screens and the server behind them, for their browser tests (super administrator). */
import { beforeAll, expect } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import type { MasterClass, MasterSubject } from '../../src/domain/classes/class';
import type { Page } from 'playwright-core';
import type { BrowserFixture } from './browser-fixture';
import { adminToken, settled } from './schools-helpers';

/** Long enough for a change to travel the outbox to the server. */
const POLL = { timeout: 20_000 };

export type NewContent = Partial<Content> &
  Pick<Content, 'content_type' | 'class' | 'subject' | 'chapter_title'>;

/** Call at the top of a test file, after `browserFixture`. */
export function contentScreen(e2e: BrowserFixture) {
  let token = '';
  beforeAll(async () => {
    token = await adminToken(e2e.server);
  });
  const page = () => e2e.page;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    e2e.server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const data = async <T>(url: string): Promise<T> => (await call('GET', url)).json<{ data: T }>().data;

  const screen = {
    list: () => data<Content[]>('/api/contents/all?limit=100'),
    classes: () => data<MasterClass[]>('/api/master-class-subject/classes'),
    subjects: () => data<MasterSubject[]>('/api/master-class-subject/subjects'),
    /** A content on the server, or null once deleted. */
    async get(id: string): Promise<Content | null> {
      const answer = await call('GET', `/api/contents/${id}`);
      return answer.statusCode === 200 ? answer.json<{ data: Content }>().data : null;
    },
    async create(content: NewContent): Promise<Content> {
      const answer = await call('POST', '/api/contents', { chapter_number: 1, ...content });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<{ data: Content }>().data;
    },
    async remove(id: string): Promise<void> {
      expect((await call('DELETE', `/api/contents/${id}`)).statusCode).toBe(200);
    },

    async open(): Promise<void> {
      await page().goto('/content');
      await page().getByRole('heading', { name: 'Content Management' }).waitFor();
    },
    search: (text: string) => page().getByPlaceholder('Search content...').fill(text),
    rowOf: (title: string) => page().getByRole('row').filter({ hasText: title }),
    /** The titles listed now, in order. */
    listed: () => page().locator('tbody tr .content-table__title').allTextContents(),
    /** The cards line, e.g. 'Total Content27Video Content15VR Content12'. */
    counts: () => page().getByLabel('Content counts').textContent(),
    expectedCounts(contents: readonly Content[]): string {
      const videos = contents.filter((content) => content.content_type === 'video').length;
      return `Total Content${contents.length}Video Content${videos}VR Content${contents.length - videos}`;
    },
    /** 'Showing 1 to 10 of 27 results' and 'Page 1 of 3' as one line. */
    summary: () => page().locator('.content-summary').textContent(),
    chips: () => page().getByRole('list', { name: 'Filters in use' }).locator('li > span').allTextContents(),
    settled: () => settled(page()),
    async savedOnServer<T>(read: () => Promise<T>, expected: T): Promise<void> {
      await expect.poll(read, POLL).toEqual(expected);
      await screen.settled();
    },
  };
  return screen;
}

/** The summary line the list shows for `total` results on `page`. */
export function summaryOf(page: number, total: number, filtered: boolean): string {
  const pages = Math.max(1, Math.ceil(total / 10));
  const from = total === 0 ? 0 : (page - 1) * 10 + 1;
  const to = Math.min(page * 10, total);
  return `Showing ${from} to ${to} of ${total} results${filtered ? ' (filtered)' : ''}Page ${page} of ${pages}`;
}

/** Plays the page's video (muted, as a page may without a gesture) until it has moved on. */
export async function playAndSeek(page: Page, to: number): Promise<{ played: number; seekedTo: number }> {
  // The player shows once the device has said whether it keeps the file itself: after the page's heading.
  await page.locator('video').waitFor();
  return page.evaluate(async (target) => {
    const video = document.querySelector('video');
    if (!video) throw new Error('no video on the page');
    video.muted = true;
    await video.play();
    await new Promise<void>((resolve, reject) => {
      const check = () => (video.currentTime > 0.2 ? resolve() : undefined);
      video.addEventListener('timeupdate', check);
      video.addEventListener('error', () => reject(new Error(`video error ${video.error?.code}`)));
      check();
    });
    const played = video.currentTime;
    video.pause();
    const seeked = new Promise<void>((resolve) =>
      video.addEventListener('seeked', () => resolve(), { once: true }),
    );
    video.currentTime = target;
    await seeked;
    return { played, seekedTo: video.currentTime };
  }, to);
}
