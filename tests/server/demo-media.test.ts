/** Every demo lesson's media plays: each stored link answers its file, whole or from any byte (a seek). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let lessons: { content_type: string; video_link: string | null; audio_link: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await signIn(t.app, DEMO.superAdmin);
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/contents/all?limit=1000',
    headers: bearer(token),
  });
  lessons = answer.json<{ data: typeof lessons }>().data;
});
afterAll(() => t.close());

const fetchFile = (link: string, range?: string) =>
  t.app.inject({ method: 'GET', url: link, headers: range ? { range } : {} });

describe('the demo lessons’ media', () => {
  it('is stored for every video lesson and every VR narration, as uploads are', () => {
    const links = lessons.flatMap((lesson) => [lesson.video_link, lesson.audio_link]).filter(Boolean);
    expect(lessons.filter((lesson) => lesson.content_type === 'video').length).toBeGreaterThan(0);
    expect(lessons.filter((lesson) => lesson.content_type === 'video').every((l) => l.video_link)).toBe(true);
    for (const link of links) expect(uploadIdOfLink(link), link!).not.toBeNull();
  });

  it('answers each video whole as MP4, and from a middle byte for a seek', async () => {
    for (const { video_link: link } of lessons.filter((lesson) => lesson.video_link)) {
      const whole = await fetchFile(link!);
      expect(whole.statusCode, link!).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      const size = whole.rawPayload.length;
      expect(size).toBeGreaterThan(1000);
      const tail = await fetchFile(link!, `bytes=${Math.floor(size / 2)}-`);
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(whole.rawPayload.subarray(Math.floor(size / 2)))).toBe(true);
    }
  });

  it('answers each VR narration as audio', async () => {
    const narrated = lessons.filter((lesson) => lesson.audio_link);
    expect(narrated.length).toBeGreaterThan(0);
    for (const { audio_link: link } of narrated) {
      const answer = await fetchFile(link!);
      expect(answer.statusCode, link!).toBe(200);
      expect(answer.headers['content-type']).toBe('audio/mp4');
    }
  });
});
