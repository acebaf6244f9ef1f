/**
 * The content form's values and how they become a content: the fields a type
 * does not show are not sent (a theme for video, a scene and an audio link for VR), nor a scene name
 * without the experimental toggle. Checked by the domain's schema and its rules across fields.
 */
import {
  CONTENT_MESSAGES,
  ContentCreateSchema,
  contentRuleErrors,
  type ContentCreate,
} from '../../domain/contents/content-schema';
import { textField as text } from '../../domain/people/record-status';
import type { FormErrors } from '../../ui/use-field-form';
import { validateForm } from '../../ui/validate-form';
import type { ContentRecord } from './content-record';

export const CONTENT_FORM_FIELDS = [
  'content_type',
  'class',
  'subject',
  'chapter_number',
  'chapter_title',
  'chapter_subtitle',
  'theme',
  'scene_id',
  'is_experimental',
  'scene_name',
  'audio_link',
  'video_link',
  'asset_link',
  'pdf_link',
] as const;

export type ContentField = (typeof CONTENT_FORM_FIELDS)[number];
export type ContentFormValues = Record<ContentField, string>;

export const EMPTY_CONTENT: ContentFormValues = {
  content_type: '',
  class: '',
  subject: '',
  chapter_number: '1',
  chapter_title: '',
  chapter_subtitle: '',
  theme: '',
  scene_id: '',
  is_experimental: 'false',
  scene_name: '',
  audio_link: '',
  video_link: '',
  asset_link: '',
  pdf_link: '',
};

export function contentFormValues(content: ContentRecord): ContentFormValues {
  return {
    content_type: text(content.content_type),
    class: text(content.class),
    subject: text(content.subject),
    chapter_number: text(content.chapter_number),
    chapter_title: text(content.chapter_title),
    chapter_subtitle: text(content.chapter_subtitle),
    theme: text(content.theme),
    scene_id: text(content.scene_id),
    is_experimental: content.is_experimental === true ? 'true' : 'false',
    scene_name: text(content.scene_name),
    audio_link: text(content.audio_link),
    video_link: text(content.video_link),
    asset_link: text(content.asset_link),
    pdf_link: text(content.pdf_link),
  };
}

export const isVr = (values: ContentFormValues) => values.content_type === 'vr';
export const isExperimental = (values: ContentFormValues) => values.is_experimental === 'true';

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The content as the form would save it, before the schema reads it. */
export function contentOf(values: ContentFormValues) {
  const vr = isVr(values);
  const experimental = isExperimental(values);
  return {
    content_type: values.content_type,
    class: values.class,
    subject: values.subject,
    chapter_number: values.chapter_number,
    chapter_title: values.chapter_title,
    chapter_subtitle: orNull(values.chapter_subtitle),
    theme: vr ? null : orNull(values.theme),
    scene_id: vr ? orNull(values.scene_id) : null,
    is_experimental: experimental,
    scene_name: experimental ? orNull(values.scene_name) : null,
    audio_link: vr ? orNull(values.audio_link) : null,
    video_link: orNull(values.video_link),
    asset_link: orNull(values.asset_link),
    pdf_link: orNull(values.pdf_link),
  };
}

/** Each field's first message: its own rule first, then the rules across fields. */
export function contentFormErrors(values: ContentFormValues): FormErrors<ContentField> {
  const content = contentOf(values);
  const checked = validateForm(ContentCreateSchema, content);
  const errors: FormErrors<ContentField> = checked.ok ? {} : { ...checked.errors };
  const rules = contentRuleErrors(content);
  for (const [field, message] of Object.entries(rules) as [ContentField, string][]) {
    errors[field] ??= message;
  }
  // The subject list is empty until a class is chosen: say which is missing first.
  if (errors.class === CONTENT_MESSAGES.classRequired && errors.subject) delete errors.subject;
  return errors;
}

/** The content to save; only called once the form has no message. */
export function parsedContent(values: ContentFormValues): ContentCreate {
  const checked = validateForm(ContentCreateSchema, contentOf(values));
  if (!checked.ok) throw new Error('the content form was saved with errors');
  return checked.output;
}
