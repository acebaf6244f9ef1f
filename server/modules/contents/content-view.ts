import type { Content } from '../../../src/domain/contents/content';
import type { contents } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type ContentRow = typeof contents.$inferSelect;

/** A video or VR chapter, as the API answers it and `/api/sync` sends it. */
export function toContentView(row: ContentRow): Content {
  return {
    _id: row._id,
    content_type: row.content_type,
    class: row.class,
    subject: row.subject,
    chapter_number: row.chapter_number,
    chapter_title: row.chapter_title,
    chapter_subtitle: row.chapter_subtitle,
    video_link: row.video_link,
    asset_link: row.asset_link,
    pdf_link: row.pdf_link,
    audio_link: row.audio_link,
    theme: row.theme,
    scene_id: row.scene_id,
    scene_name: row.scene_name,
    is_experimental: row.is_experimental,
    status: row.status,
    engagement: row.engagement,
    ...stamps(row),
  };
}
