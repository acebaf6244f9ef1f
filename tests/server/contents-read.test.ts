import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { newId } from '../../src/domain/ids';
import { LIST_MESSAGES } from '../../server/kit/list-query';
import {
  created,
  getJson,
  klass,
  listOf,
  otherClass,
  otherSubject,
  RUN,
  send,
  setupContentsApp,
  stored,
  subject,
  videoForm,
  vrForm,
} from './helpers/contents-app';

setupContentsApp();

/** This file's own contents: 12 of the first class (7 video, 5 VR) and 2 of the other. */
const WORD = `${RUN}read`;
let mine: Content[];

beforeAll(async () => {
  mine = [];
  for (let index = 0; index < 7; index++) {
    mine.push(
      await created(videoForm({ chapter_title: `${WORD} video ${index}`, chapter_number: index + 1 })),
    );
  }
  for (let index = 0; index < 5; index++) {
    mine.push(
      await created(
        vrForm({
          chapter_title: `VR ${index}`,
          chapter_subtitle: `${WORD} subtitle`,
          chapter_number: index + 1,
        }),
      ),
    );
  }
  for (let index = 0; index < 2; index++) {
    mine.push(
      await created(
        videoForm({
          class: otherClass._id,
          subject: otherSubject._id,
          chapter_title: `${WORD} other ${index}`,
        }),
      ),
    );
  }
});

const q = (params: Record<string, string | number>) =>
  `/api/contents/all?${new URLSearchParams(Object.entries(params).map(([k, value]) => [k, String(value)]))}`;

describe('GET /api/contents/all', () => {
  it('answers a page of 10 with the pagination, the filters echoed and a message', async () => {
    const answer = await listOf(q({ search: WORD }));
    expect(answer).toMatchObject({
      success: true,
      message: M.listed,
      pagination: { page: 1, limit: 10, total: 14, totalPages: 2, hasNext: true, hasPrev: false },
      filters: { classId: null, subjectId: null, contentType: null, searchTerm: WORD },
    });
    expect(answer.data).toHaveLength(10);
    const second = await listOf(q({ search: WORD, page: 2 }));
    expect(second.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
    expect(second.data).toHaveLength(4);
    const ids = [...answer.data, ...second.data].map((c) => c._id).sort();
    expect(ids).toEqual(mine.map((c) => c._id).sort());
  });

  it('searches the chapter title and the subtitle, case-insensitively', async () => {
    const answer = await listOf(q({ search: WORD.toUpperCase(), limit: 50 }));
    expect(answer.pagination.total).toBe(14);
    expect(answer.data.filter((c) => c.content_type === 'vr')).toHaveLength(5);
  });

  it('filters by class, subject and type, echoing them', async () => {
    const byClass = await listOf(q({ search: WORD, class: klass._id, limit: 50 }));
    expect(byClass.pagination.total).toBe(12);
    expect(byClass.filters).toMatchObject({ classId: klass._id });
    const bySubject = await listOf(q({ search: WORD, class: otherClass._id, subject: otherSubject._id }));
    expect(bySubject.pagination.total).toBe(2);
    expect(bySubject.filters).toMatchObject({ classId: otherClass._id, subjectId: otherSubject._id });
    const vr = await listOf(q({ search: WORD, type: 'VR', subject: subject._id }));
    expect(vr.pagination.total).toBe(5);
    expect(vr.filters).toMatchObject({ contentType: 'vr' });
    expect(vr.data.every((c) => c.content_type === 'vr')).toBe(true);
    const all = await listOf(q({ search: WORD, type: 'all' }));
    expect(all.pagination.total).toBe(14);
    expect(all.filters.contentType).toBeNull();
  });

  it('answers an empty page past the end, and nothing for an unknown class', async () => {
    const past = await listOf(q({ search: WORD, page: 9 }));
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 14, hasNext: false, hasPrev: true });
    const none = await listOf(q({ class: newId() }));
    expect(none.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it('leaves deleted contents out', async () => {
    const content = await created(videoForm({ chapter_title: `${RUN} deleted one` }));
    await send('DELETE', `/api/contents/${content._id}`);
    expect((await listOf(q({ search: `${RUN} deleted one` }))).pagination.total).toBe(0);
  });

  it('answers bad queries with a 400 and their message', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ page: 0 }, LIST_MESSAGES.pageInvalid],
      [{ page: 'two' }, LIST_MESSAGES.pageInvalid],
      [{ limit: 5000 }, LIST_MESSAGES.limitInvalid],
      [{ type: 'audio' }, 'Content type must be video, vr or all'],
      [{ search: 'x'.repeat(101) }, LIST_MESSAGES.searchTooLong],
      [{ class: 'x'.repeat(101) }, LIST_MESSAGES.filterTooLong],
    ];
    for (const [params, message] of cases) {
      const response = await send('GET', q(params));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });
});

describe('GET /api/contents/:id', () => {
  it('answers the content', async () => {
    const content = mine[0]!;
    const answer = await getJson<{ success: boolean; data: Content }>(`/api/contents/${content._id}`, 200);
    expect(answer).toEqual({ success: true, data: content });
  });

  it('answers 404 for an unknown or deleted content and 400 for a bad id', async () => {
    const content = await created();
    await send('DELETE', `/api/contents/${content._id}`);
    for (const id of [newId(), content._id]) {
      const response = await send('GET', `/api/contents/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: M.notFound });
    }
    const bad = await send('GET', '/api/contents/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.recordIdInvalid });
    expect(await stored(mine[1]!._id)).toEqual(mine[1]);
  });
});
