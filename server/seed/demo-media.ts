/**
 * The demo lessons' media: small real files shipped in `server/seed/media`, kept in the uploads'
 * storage under fixed ids like any upload, so every demo video plays and seeks and every demo VR lesson's
 * narration plays, on the embedded database and on PostgreSQL, from a local folder or a bucket.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileLinkOf, type UploadKind } from '../../src/domain/uploads/upload-rules';
import { SEED_BASE } from './clock';
import type { UploadRow } from './rows';

export interface DemoMedia {
  /** The upload id the file is stored and served under (`/api/files/<id>`). */
  id: string;
  file: string;
  kind: UploadKind;
  mimeType: string;
}

export const DEMO_MEDIA_DIR = path.join(import.meta.dirname, 'media');

const video = (id: string, file: string): DemoMedia => ({ id, file, kind: 'video', mimeType: 'video/mp4' });
const audio = (id: string, file: string): DemoMedia => ({ id, file, kind: 'asset', mimeType: 'audio/mp4' });

/** Four short lessons, shared in turn by the demo's video chapters. */
export const DEMO_VIDEOS: readonly DemoMedia[] = [
  video('0199a0c2-7e00-7000-8000-00000000d001', 'demo-lesson-1.mp4'),
  video('0199a0c2-7e00-7000-8000-00000000d002', 'demo-lesson-2.mp4'),
  video('0199a0c2-7e00-7000-8000-00000000d003', 'demo-lesson-3.mp4'),
  video('0199a0c2-7e00-7000-8000-00000000d004', 'demo-lesson-4.mp4'),
];

/** Two narrations, shared in turn by the demo's VR chapters that have one. */
export const DEMO_NARRATIONS: readonly DemoMedia[] = [
  audio('0199a0c2-7e00-7000-8000-00000000a001', 'demo-narration-1.m4a'),
  audio('0199a0c2-7e00-7000-8000-00000000a002', 'demo-narration-2.m4a'),
];

export const DEMO_MEDIA: readonly DemoMedia[] = [...DEMO_VIDEOS, ...DEMO_NARRATIONS];

export const demoMediaPath = (media: DemoMedia) => path.join(DEMO_MEDIA_DIR, media.file);

/** The `n`th file of a list, in turn, as a content's stored link. */
export const demoLink = (list: readonly DemoMedia[], n: number): string =>
  fileLinkOf(list[n % list.length]!.id);

/** The demo files are a few kilobytes each: read whole. */
function sizeAndChecksum(media: DemoMedia): { size: number; sha256: string } {
  const bytes = readFileSync(demoMediaPath(media));
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The uploads table's rows of the demo media: stored, owned by the super administrator. */
export function buildDemoUploads(ownerId: string): UploadRow[] {
  return DEMO_MEDIA.map((media) => ({
    _id: media.id,
    ownerId,
    kind: media.kind,
    filename: media.file,
    mimeType: media.mimeType,
    ...sizeAndChecksum(media),
    status: 'stored',
    createdAt: SEED_BASE,
    storedAt: SEED_BASE,
  }));
}
