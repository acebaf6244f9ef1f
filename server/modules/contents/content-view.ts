import type { Content } from '../../../src/domain/contents/content';
import { contents } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type ContentRow = typeof contents.$inferSelect;

/** A video or VR chapter, as the API answers it and `/api/sync` sends it. */
export const contentView = columnView<ContentRow, Content>(contents, {
  _id: contents._id,
  content_type: contents.content_type,
  class: contents.class,
  subject: contents.subject,
  chapter_number: contents.chapter_number,
  chapter_title: contents.chapter_title,
  chapter_subtitle: contents.chapter_subtitle,
  video_link: contents.video_link,
  asset_link: contents.asset_link,
  pdf_link: contents.pdf_link,
  audio_link: contents.audio_link,
  theme: contents.theme,
  scene_id: contents.scene_id,
  scene_name: contents.scene_name,
  is_experimental: contents.is_experimental,
  status: contents.status,
  engagement: contents.engagement,
  ...stampFields(contents),
});
export const toContentView = contentView.toView;
