/**
 * API views of the entities whose own modules live elsewhere (books, devices, contents). The same
 * field lists as those modules' answers (docs/api.md, "Records"); when a module exports its own view,
 * `sync-entities.ts` should import that one instead.
 */
import type { Book } from '../../../src/domain/books/book';
import type { Content } from '../../../src/domain/contents/content';
import type { Device } from '../../../src/domain/devices/device';
import type { books, contents, devices } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export function toBookView(row: typeof books.$inferSelect): Book {
  return {
    _id: row._id,
    title: row.title,
    author: row.author,
    subject: row.subject,
    grade: row.grade,
    isbn: row.isbn,
    copies: row.copies,
    available: row.available,
    school_id: row.school_id,
    ...stamps(row),
  };
}

export function toDeviceView(row: typeof devices.$inferSelect): Device {
  return {
    _id: row._id,
    device_name: row.device_name,
    api_token: row.api_token,
    school_id: row.school_id,
    imei_number: row.imei_number,
    status: row.status,
    ...stamps(row),
  };
}

export function toContentView(row: typeof contents.$inferSelect): Content {
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
