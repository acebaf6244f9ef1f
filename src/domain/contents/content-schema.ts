/**
 * Video and VR chapters: the form's fields and the API's
 * bodies, one schema for both, with the same messages. The rules across fields (a theme or a scene, a
 * video for video content) are a function of the whole record so that an edit is checked merged with
 * what is stored.
 */
import * as v from 'valibot';
import { collapseSpaces } from '../people/person-fields';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text-rules';
import { defineMessages } from '../i18n/languages';

export const CONTENT_MESSAGES = defineMessages({
  typeRequired: 'Content type is required',
  classRequired: 'Class is required',
  classInvalid: 'The selected class does not exist',
  subjectRequired: 'Subject is required',
  subjectTooShort: 'Subject must be at least 2 characters',
  subjectTooLong: 'Subject must be less than 50 characters',
  subjectInvalid: 'The selected subject does not exist for this class',
  chapterRequired: 'Chapter number is required',
  chapterNotNumber: 'Chapter must be a number',
  chapterNotWhole: 'Chapter must be a whole number',
  chapterTooLow: 'Chapter must be at least 1',
  chapterTooHigh: 'Chapter cannot exceed 50',
  titleRequired: 'Chapter title is required',
  titleTooShort: 'Title must be at least 3 characters',
  titleTooLong: 'Title must be less than 100 characters',
  subtitleLength: 'Subtitle must be between 5 and 200 characters if provided',
  sceneNameLength: 'Scene name must be between 2 and 100 characters if provided',
  sceneNameUnknown: 'Scene name must be one of the listed scenes',
  themeLength: 'Theme must be between 2 and 50 characters',
  themeUnknown: 'Theme must be one of the listed themes',
  sceneIdLength: 'Scene description must be between 3 and 100 characters',
  sceneNameRequired: 'Scene name is required for experimental content',
  audioInvalid: 'Please enter a valid audio URL',
  linkInvalid: 'Please enter a valid URL or uploaded file path',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  experimentalInvalid: 'Experimental must be true or false',
  statusInvalid: 'Status must be draft or published',
  themeOrScene: 'Video content requires a theme, VR content requires a scene',
  videoRequired: 'Video file is required',
  validationFailed: 'Validation failed. Please check all fields.',
  recordIdInvalid: 'Invalid content id',
  notFound: 'Content not found',
  created: 'Content created successfully',
  updated: 'Content updated successfully',
  deleted: 'Content deleted successfully',
  listed: 'Contents fetched successfully',
  deleteFailed: 'Failed to delete content. Please try again.',
} as const);

const M = CONTENT_MESSAGES;

export const CONTENT_TYPES = ['video', 'vr'] as const;
export const CONTENT_STATUSES = ['draft', 'published'] as const;
/** The fixed themes and scene names. */
export const CONTENT_THEMES = ['Nature Theme', 'Kids Theme'] as const;
export const SCENE_NAMES = [
  ...Array.from({ length: 10 }, (_, index) => `Scene ${index + 1}`),
  'Shivaji Maharaj BookReading Scene',
  'RajyabhishekSohalha',
] as const;
/** The content list's page size. */
export const CONTENT_PAGE_SIZE = 10;
const CHAPTER_MAX = 50;
const LINK_MAX = 2000;

// Tabs and new lines are spaces to collapse; other control and invisible characters are refused.
const noControl = v.check((value: string) => !hasControlCharacters(value), M.controlCharacters);

/** A required text, spaces collapsed, `min` to `max` characters. */
const text = (messages: { required: string; short: string; long: string }, min: number, max: number) =>
  v.pipe(
    v.string(messages.required),
    v.transform((value) => collapseSpaces(value.replace(/[\t\n\r\f\v]/g, ' '))),
    noControl,
    v.nonEmpty(messages.required),
    v.minLength(min, messages.short),
    v.maxLength(max, messages.long),
  );

/** An optional text: null, missing or blank means none. */
const optionalText = (
  message: string,
  min: number,
  max: number,
  within?: readonly string[],
  unknown?: string,
) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) =>
      value === null ? null : collapseSpaces(value.replace(/[\t\n\r\f\v]/g, ' ')) || null,
    ),
    v.check((value) => value === null || !hasControlCharacters(value), M.controlCharacters),
    v.check((value) => value === null || (value.length >= min && value.length <= max), message),
    v.check((value) => value === null || !within || within.includes(value), unknown ?? message),
  );

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A path the upload routes answer (`/uploads/...`, `/media/...`): absolute, no `..`, no spaces. */
const isUploadPath = (value: string) => /^\/[\w\-./]+$/.test(value) && !value.split('/').includes('..');

/** An optional link: an http(s) URL, or (unless `urlOnly`) an uploaded file's path. */
const optionalLink = (message: string, urlOnly = false) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value === null ? null : value.trim() || null)),
    v.check(
      (value) =>
        value === null ||
        (value.length <= LINK_MAX && (isHttpUrl(value) || (!urlOnly && isUploadPath(value)))),
      message,
    ),
  );

export const contentType = v.picklist(CONTENT_TYPES, M.typeRequired);

const masterRef = v.pipe(
  v.string(M.classRequired),
  v.trim(),
  v.nonEmpty(M.classRequired),
  v.maxLength(50, M.classInvalid),
);

const subjectRef = v.pipe(
  v.string(M.subjectRequired),
  v.trim(),
  v.nonEmpty(M.subjectRequired),
  v.minLength(2, M.subjectTooShort),
  v.maxLength(50, M.subjectTooLong),
);

/** A number or digits; its message for each way it can be wrong. */
export const chapterNumber = v.pipe(
  v.union([v.number(M.chapterNotNumber), v.string(M.chapterNotNumber)], M.chapterRequired),
  v.check((value) => String(value).trim() !== '', M.chapterRequired),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim()))),
  v.check((value) => Number.isFinite(value), M.chapterNotNumber),
  v.integer(M.chapterNotWhole),
  v.minValue(1, M.chapterTooLow),
  v.maxValue(CHAPTER_MAX, M.chapterTooHigh),
);

const fields = {
  content_type: contentType,
  class: masterRef,
  subject: subjectRef,
  chapter_number: chapterNumber,
  chapter_title: text({ required: M.titleRequired, short: M.titleTooShort, long: M.titleTooLong }, 3, 100),
  chapter_subtitle: optionalText(M.subtitleLength, 5, 200),
  scene_name: optionalText(M.sceneNameLength, 2, 100, SCENE_NAMES, M.sceneNameUnknown),
  theme: optionalText(M.themeLength, 2, 50, CONTENT_THEMES, M.themeUnknown),
  scene_id: optionalText(M.sceneIdLength, 3, 100),
  audio_link: optionalLink(M.audioInvalid, true),
  video_link: optionalLink(M.linkInvalid),
  asset_link: optionalLink(M.linkInvalid),
  pdf_link: optionalLink(M.linkInvalid),
  is_experimental: v.optional(v.boolean(M.experimentalInvalid), false),
  status: v.optional(v.picklist(CONTENT_STATUSES, M.statusInvalid), 'draft'),
};

/** The id a device chooses for a record it creates (a UUID, stored lowercase). */
const chosenId = v.pipe(v.string(M.recordIdInvalid), v.trim(), v.uuid(M.recordIdInvalid), v.toLowerCase());

/** `POST /contents`. */
export const ContentCreateSchema = v.object({ _id: v.optional(chosenId), ...fields });
export type ContentCreate = v.InferOutput<typeof ContentCreateSchema>;

/** `PATCH /contents/:id`: any of the fields; the detail page's edit names the video `video_file`. */
export const ContentUpdateSchema = v.pipe(
  v.object({ ...v.partial(v.object(fields)).entries, video_file: fields.video_link }),
  v.transform(({ video_file, ...changes }): Partial<ContentCreate> => {
    const given: Partial<ContentCreate> = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    return video_file ? { ...given, video_link: video_file } : given;
  }),
);
export type ContentUpdate = v.InferOutput<typeof ContentUpdateSchema>;

interface Crossed {
  content_type: string;
  is_experimental: boolean;
  scene_name: string | null;
  theme: string | null;
  scene_id: string | null;
  video_link: string | null;
}

/** The rules across fields, by the field each one is shown under; empty when all hold. */
export function contentRuleErrors(content: Crossed): Record<string, string> {
  const errors: Record<string, string> = {};
  if (content.content_type === 'video') {
    if (!content.theme) errors.theme = M.themeOrScene;
    if (!content.video_link) errors.video_link = M.videoRequired;
  } else if (!content.scene_id) {
    errors.scene_id = M.themeOrScene;
  }
  // The form's experimental toggle asks for one of the fixed scenes (scene_name).
  if (content.is_experimental && !content.scene_name) errors.scene_name = M.sceneNameRequired;
  return errors;
}
