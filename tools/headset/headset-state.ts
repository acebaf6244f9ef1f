/**
 * What a headset keeps between runs, in its folder: the manifest version it holds, each lesson's state
 * and file, the plays not yet accepted by the server and the commands it already acted on. Written
 * whole to a temporary file and renamed, so a power cut never leaves half a state.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestLesson } from '../../src/domain/headsets/headset';
import type { LessonState, Play } from '../../src/domain/headsets/headset-schema';

export interface HeldLesson {
  lesson: ManifestLesson;
  status: LessonState;
  /** The version installed, or being fetched. */
  version: number;
  bytesDone?: number;
  error?: string;
}

export interface HeadsetState {
  manifestVersion: string | null;
  lessons: Record<string, HeldLesson>;
  plays: Play[];
  /** Commands acted on (a command may be handed out again until it is confirmed). */
  acted: Record<string, 'done' | 'failed'>;
}

const EMPTY: HeadsetState = { manifestVersion: null, lessons: {}, plays: [], acted: {} };

export class StateFile {
  readonly file: string;
  constructor(readonly dir: string) {
    this.file = path.join(dir, 'state.json');
  }

  async load(): Promise<HeadsetState> {
    await mkdir(this.dir, { recursive: true });
    try {
      return { ...EMPTY, ...(JSON.parse(await readFile(this.file, 'utf8')) as HeadsetState) };
    } catch {
      return structuredClone(EMPTY);
    }
  }

  async save(state: HeadsetState): Promise<void> {
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(state, null, 1));
    await rename(temporary, this.file);
  }
}
