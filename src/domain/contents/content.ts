import type { Stamped } from '../records';

/** A video or VR chapter. `class` and `subject` are ids of the masters. */
export interface Content extends Stamped {
  content_type: string;
  class: string;
  subject: string;
  chapter_number: number;
  chapter_title: string;
  chapter_subtitle: string | null;
  video_link: string | null;
  asset_link: string | null;
  pdf_link: string | null;
  audio_link: string | null;
  theme: string | null;
  scene_id: string | null;
  scene_name: string | null;
  is_experimental: boolean;
  status: string;
  engagement: number;
}
