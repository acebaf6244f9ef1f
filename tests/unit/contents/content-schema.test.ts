import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES as M,
  CONTENT_THEMES,
  ContentCreateSchema,
  ContentUpdateSchema,
  SCENE_NAMES,
  contentRuleErrors,
} from '../../../src/domain/contents/content-schema';

const form = {
  content_type: 'video',
  class: 'class-id-1',
  subject: 'subject-id-1',
  chapter_number: '3',
  chapter_title: ' Plants  and\nanimals ',
  theme: 'Kids Theme',
  video_link: 'https://media.example.in/v.mp4',
};

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('the content form schema', () => {
  it('reads what the form holds (text) as the record: numbers, collapsed spaces, defaults', () => {
    expect(v.parse(ContentCreateSchema, form)).toEqual({
      ...form,
      chapter_number: 3,
      chapter_title: 'Plants and animals',
      chapter_subtitle: null,
      scene_name: null,
      scene_id: null,
      audio_link: null,
      asset_link: null,
      pdf_link: null,
      is_experimental: false,
      status: 'draft',
    });
  });

  it('has the fixed lists of themes and scenes', () => {
    expect(CONTENT_THEMES).toEqual(['Nature Theme', 'Kids Theme']);
    expect(SCENE_NAMES).toHaveLength(12);
    expect(SCENE_NAMES).toContain('Scene 10');
    expect(SCENE_NAMES).toContain('Shivaji Maharaj BookReading Scene');
    expect(SCENE_NAMES).toContain('RajyabhishekSohalha');
  });

  it('gives the chapter number the message for each way it can be wrong', () => {
    const message = (chapter_number: unknown) =>
      firstMessage(ContentCreateSchema, { ...form, chapter_number });
    expect(message(undefined)).toBe(M.chapterRequired);
    expect(message(' ')).toBe(M.chapterRequired);
    expect(message('abc')).toBe(M.chapterNotNumber);
    expect(message('1.5')).toBe(M.chapterNotWhole);
    expect(message('0')).toBe(M.chapterTooLow);
    expect(message(51)).toBe(M.chapterTooHigh);
    expect(message(50)).toBeUndefined();
  });

  it('takes an edit as the fields given, the video file as the video link', () => {
    expect(v.parse(ContentUpdateSchema, { video_file: '/uploads/a.mp4', theme: null })).toEqual({
      video_link: '/uploads/a.mp4',
      theme: null,
    });
    expect(v.parse(ContentUpdateSchema, {})).toEqual({});
  });

  it('names the field each rule across fields is shown under', () => {
    const none = { theme: null, scene_id: null, video_link: null, scene_name: null, is_experimental: false };
    expect(contentRuleErrors({ ...none, content_type: 'video' })).toEqual({
      theme: M.themeOrScene,
      video_link: M.videoRequired,
    });
    expect(contentRuleErrors({ ...none, content_type: 'vr', is_experimental: true })).toEqual({
      scene_id: M.themeOrScene,
      scene_name: M.sceneNameRequired,
    });
    expect(contentRuleErrors({ ...none, content_type: 'vr', scene_id: 'A market' })).toEqual({});
  });
});
