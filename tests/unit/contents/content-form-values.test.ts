/** The content form's rules and the list's, on the device. */
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as M } from '../../../src/domain/contents/content-schema';
import { contentCards, selectContents, showingText } from '../../../src/features/content/content-list';
import {
  contentFormErrors,
  contentOf,
  EMPTY_CONTENT,
  type ContentFormValues,
} from '../../../src/features/content/content-form-values';
import type { ContentRecord, Masters } from '../../../src/features/content/content-record';

const video: ContentFormValues = {
  ...EMPTY_CONTENT,
  content_type: 'video',
  class: 'class-5',
  subject: 'subject-5-maths',
  chapter_title: 'Fractions',
  theme: 'Kids Theme',
  video_link: '/api/files/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b',
};

describe('contentFormErrors', () => {
  it('has none for a whole video lesson, and each rule across fields under its field', () => {
    expect(contentFormErrors(video)).toEqual({});
    expect(contentFormErrors({ ...video, theme: '', video_link: '' })).toEqual({
      theme: M.themeOrScene,
      video_link: M.videoRequired,
    });
    expect(contentFormErrors({ ...video, content_type: 'vr' })).toEqual({ scene_id: M.themeOrScene });
    expect(contentFormErrors({ ...video, is_experimental: 'true' })).toEqual({
      scene_name: M.sceneNameRequired,
    });
  });

  it('gives each field its own first message, and no subject message before a class', () => {
    const errors = contentFormErrors({
      ...EMPTY_CONTENT,
      chapter_number: '2.5',
      chapter_title: 'ab',
      chapter_subtitle: 'abc',
    });
    expect(errors).toMatchObject({
      content_type: M.typeRequired,
      class: M.classRequired,
      chapter_number: M.chapterNotWhole,
      chapter_title: M.titleTooShort,
      chapter_subtitle: M.subtitleLength,
    });
    expect(errors.subject).toBeUndefined();
  });
});

describe('contentOf', () => {
  it('sends no theme for VR, no scene or audio for video, no scene name without the toggle', () => {
    const vr = contentOf({
      ...video,
      content_type: 'vr',
      scene_id: 'A fort at dawn',
      audio_link: 'https://example.org/a.mp3',
      scene_name: 'Scene 2',
    });
    expect(vr).toMatchObject({ theme: null, scene_id: 'A fort at dawn', scene_name: null });
    expect(contentOf({ ...video, scene_id: 'x', audio_link: 'https://example.org/a.mp3' })).toMatchObject({
      theme: 'Kids Theme',
      scene_id: null,
      audio_link: null,
    });
  });
});

describe('the list', () => {
  const masters: Masters = {
    classes: new Map([['class-5', { _id: 'class-5', class_name: 'Class 5', grade: 5 } as never]]),
    subjects: new Map([
      [
        'subject-5-maths',
        { _id: 'subject-5-maths', subject_name: 'Mathematics', subject_master_class_id: 'class-5' } as never,
      ],
    ]),
  };
  const row = (id: string, fields: Partial<ContentRecord>) =>
    ({
      _id: id,
      content_type: 'video',
      class: 'class-5',
      subject: 'subject-5-maths',
      chapter_title: id,
      ...fields,
    }) as ContentRecord;
  const rows = [row('Fractions', {}), row('Forts', { content_type: 'vr', class: 'class-6', subject: 's6' })];

  it('filters by class, subject, type and a search over titles and master names', () => {
    const all = { classId: '', subjectId: '', type: 'all' as const, search: '' };
    expect(selectContents(rows, masters, { ...all, classId: 'class-5' }).map((c) => c._id)).toEqual([
      'Fractions',
    ]);
    expect(selectContents(rows, masters, { ...all, type: 'vr' }).map((c) => c._id)).toEqual(['Forts']);
    expect(selectContents(rows, masters, { ...all, search: 'mathem' }).map((c) => c._id)).toEqual([
      'Fractions',
    ]);
    expect(selectContents(rows, masters, { ...all, subjectId: 'nothing' })).toEqual([]);
  });

  it('counts the cards and words the summary', () => {
    expect(contentCards(rows).map((card) => card.value)).toEqual([2, 1, 1]);
    expect(showingText(2, 10, 23, true)).toBe('Showing 11 to 20 of 23 results (filtered)');
    expect(showingText(1, 10, 0, false)).toBe('Showing 0 to 0 of 0 results');
  });
});
