/**
 * Shared setup of the contents tests: the API app as the super administrator, two master classes with
 * a subject of each, a valid video content form (a title no other form uses) and helpers to send
 * requests and make contents.
 */
import { beforeAll, expect } from 'vitest';
import type { Content } from '../../../src/domain/contents/content';
import { asAdmin, getJson, setupApiApp, type ListBody } from './api-app';
import type { CallOptions, Method } from './test-api';

export { t, getJson, type ListBody } from './api-app';

interface Master {
  _id: string;
}
interface MasterSubject extends Master {
  subject_master_class_id: string;
}

/** A master class and one of its subjects; `other` is another class with its own subject. */
export let klass: Master;
export let subject: MasterSubject;
export let otherClass: Master;
export let otherSubject: MasterSubject;

let n = 0;
/** A word of this test run: searching it finds only this run's contents. */
export const RUN = `Run${Date.now().toString(36)}`;

export const send = (method: Method, url: string, payload?: unknown, options: CallOptions = {}) =>
  asAdmin.request(method, url, payload, options);

export function videoForm(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    content_type: 'video',
    class: klass._id,
    subject: subject._id,
    chapter_number: 1 + (n % 50),
    chapter_title: `${RUN} chapter ${n}`,
    chapter_subtitle: 'A lesson for the tests',
    theme: 'Nature Theme',
    video_link: '/uploads/lesson.mp4',
    ...overrides,
  };
}

export function vrForm(overrides: Record<string, unknown> = {}) {
  return {
    ...videoForm(),
    content_type: 'vr',
    theme: null,
    video_link: null,
    scene_id: 'A village market at noon',
    ...overrides,
  };
}

export async function created(form: Record<string, unknown> = videoForm()): Promise<Content> {
  const response = await send('POST', '/api/contents', form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Content }>().data;
}

export const listOf = async (url: string) => getJson<ListBody<Content> & { message: string }>(url, 200);

export const stored = async (id: string) =>
  (await getJson<{ data: Content }>(`/api/contents/${id}`, 200)).data;

export function setupContentsApp(): void {
  setupApiApp();
  beforeAll(async () => {
    const classes = (await getJson<{ data: Master[] }>('/api/master-class-subject/classes', 200)).data;
    const subjects = (await getJson<{ data: MasterSubject[] }>('/api/master-class-subject/subjects', 200))
      .data;
    const withSubject = classes.filter((c) => subjects.some((s) => s.subject_master_class_id === c._id));
    [klass, otherClass] = withSubject as [Master, Master];
    subject = subjects.find((s) => s.subject_master_class_id === klass._id)!;
    otherSubject = subjects.find((s) => s.subject_master_class_id === otherClass._id)!;
  });
}
