import type { Masters } from './build-masters';
import { daysFromBase, stamp } from './clock';
import { CONTENT_PLANS, type ContentPlan } from './contents-data';
import { randomFor } from './random';
import type { ContentRow } from './rows';

const AUDIO_BASE = 'https://media.shala.demo/audio/';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type MediaColumns = Partial<
  Pick<ContentRow, 'theme' | 'video_link' | 'scene_id' | 'scene_name' | 'is_experimental' | 'audio_link'>
>;

function mediaColumns(plan: ContentPlan): MediaColumns {
  if (plan.type === 'video') {
    const file = `class-${plan.grade}-${slug(plan.subject)}-ch${String(plan.chapter).padStart(2, '0')}.mp4`;
    return { theme: plan.theme, video_link: `/media/demo/${file}` };
  }
  return {
    scene_id: plan.sceneId,
    scene_name: plan.sceneName ?? null,
    is_experimental: plan.sceneName !== undefined,
    audio_link: plan.audio ? AUDIO_BASE + plan.audio : null,
  };
}

/** The video and VR lesson catalogue, each lesson under a master class and one of that class's subjects. */
export function buildContents(masters: Masters): ContentRow[] {
  const random = randomFor('contents');
  return CONTENT_PLANS.map((plan, index) => ({
    ...stamp(daysFromBase(-200 + index * 7, random.int(0, 480))),
    content_type: plan.type,
    class: masters.classId(plan.grade),
    subject: masters.subjectId(plan.grade, plan.subject),
    chapter_number: plan.chapter,
    chapter_title: plan.title,
    chapter_subtitle: plan.subtitle ?? null,
    ...mediaColumns(plan),
    status: plan.draft ? 'draft' : 'published',
    engagement: plan.draft ? 0 : random.int(40, 1500),
  }));
}
