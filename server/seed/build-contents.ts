import type { Masters } from './build-masters';
import { daysFromBase, stamp } from './clock';
import { DEMO_NARRATIONS, DEMO_VIDEOS, demoLink } from './demo-media';
import { CONTENT_PLANS, type ContentPlan } from './contents-data';
import { randomFor } from './random';
import type { ContentRow } from './rows';

type MediaColumns = Partial<
  Pick<ContentRow, 'theme' | 'video_link' | 'scene_id' | 'scene_name' | 'is_experimental' | 'audio_link'>
>;

/** A lesson's media: the `index`th lesson takes the demo files in turn (demo-media.ts). */
function mediaColumns(plan: ContentPlan, index: number): MediaColumns {
  if (plan.type === 'video') return { theme: plan.theme, video_link: demoLink(DEMO_VIDEOS, index) };
  return {
    scene_id: plan.sceneId,
    scene_name: plan.sceneName ?? null,
    is_experimental: plan.sceneName !== undefined,
    audio_link: plan.audio ? demoLink(DEMO_NARRATIONS, index) : null,
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
    ...mediaColumns(plan, index),
    status: plan.draft ? 'draft' : 'published',
    engagement: plan.draft ? 0 : random.int(40, 1500),
  }));
}
