/**
 * The reference headset (docs/headsets.md): one round checks in with what it holds, brings its lessons
 * to the manifest's (a delta when it holds one), reports them, sends its queued plays and acts on its
 * commands, each once, confirming each.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  CheckInAnswer,
  HandedCommand,
  Manifest,
  ManifestLesson,
} from '../../src/domain/headsets/headset';
import type { CheckInBody, LessonReport } from '../../src/domain/headsets/headset-schema';
import { download } from './download';
import { StateFile, type HeadsetState, type HeldLesson } from './headset-state';
import { RefusedError, type Link } from './link';

export interface HeadsetOptions {
  dir: string;
  /** Download speed at most, bytes per second (0: unlimited). */
  rate: number;
  /** While downloading, a check-in at most this often to report progress (ms). */
  reportEveryMs: number;
  /** Records a play of an installed lesson each round, as a child would. */
  play: boolean;
}

export const APP_VERSION = 'shala-headset 1.0.0';
const OS_VERSION = 'Reference headset (Node.js)';
const PLAYS_PER_REQUEST = 1000;

export class Headset {
  private readonly stateFile: StateFile;
  private state!: HeadsetState;
  private battery = 100;
  /** Bytes of lesson files received over the network, cuts included. */
  bytesReceived = 0;

  constructor(
    private readonly link: Link,
    private readonly options: HeadsetOptions,
  ) {
    this.stateFile = new StateFile(options.dir);
  }

  private log(line: string) {
    this.link.options.log(line);
  }

  private fileOf(lesson: ManifestLesson) {
    return path.join(this.options.dir, 'lessons', `${lesson.content_id}-v${lesson.version}`);
  }

  /** One round; answers the commands acted on. */
  async round(): Promise<HandedCommand[]> {
    this.state ??= await this.stateFile.load();
    const answer = await this.checkIn();
    const commands = answer.commands;
    const syncNow = commands.some((command) => command.kind === 'sync' && !this.state.acted[command.id]);
    const refetch = answer.manifest_version !== this.state.manifestVersion || syncNow;
    if (refetch) await this.applyManifest(await this.fetchManifest());
    // Also what a cut or a switch-off left half fetched; a file its checksum refused only with a new
    // manifest or when asked to sync, not every round on a data pack.
    if (await this.fetchLessons(refetch)) await this.checkIn();
    if (this.options.play) this.playSomething();
    await this.sendPlays();
    for (const command of commands) await this.obey(command);
    return commands;
  }

  /** Each lesson as the server last acknowledged it; null until a whole list was acknowledged. */
  private acknowledged: Map<string, string> | null = null;

  private lessonReports(): LessonReport[] {
    return Object.values(this.state.lessons).map((held) => ({
      content_id: held.lesson.content_id,
      status: held.status,
      version: held.version,
      ...(held.bytesDone === undefined ? {} : { bytes_done: held.bytesDone }),
      ...(held.error === undefined ? {} : { error: held.error }),
    }));
  }

  private async checkIn(): Promise<CheckInAnswer> {
    this.battery = this.battery <= 15 ? 100 : this.battery - 1;
    const reports = this.lessonReports();
    const known = this.acknowledged;
    // After a start it sends every lesson it holds; then only those whose state changed.
    const changed = known
      ? reports.filter((report) => known.get(report.content_id) !== JSON.stringify(report))
      : reports;
    const body: CheckInBody = {
      battery_percent: this.battery,
      charging: this.battery > 95,
      free_storage_mb: 64_000 - reports.length * 300,
      app_version: APP_VERSION,
      os_version: OS_VERSION,
      lessons: changed,
      lessons_full: known === null,
    };
    const answer = await this.link.call<CheckInAnswer>('POST', '/api/headset/check-in', body);
    this.acknowledged = new Map([
      ...(known ?? []),
      ...changed.map((report) => [report.content_id, JSON.stringify(report)] as const),
    ]);
    const installed = reports.filter((report) => report.status === 'installed').length;
    this.log(
      `checked in: ${installed} of ${reports.length} lessons installed, ${answer.commands.length} command(s)`,
    );
    return answer;
  }

  private async fetchManifest(): Promise<Manifest> {
    const since = this.state.manifestVersion;
    const query = since ? `?since=${encodeURIComponent(since)}` : '';
    const manifest = await this.link.call<Manifest>('GET', `/api/headset/manifest${query}`);
    this.log(
      `manifest ${manifest.manifest_version}: ${manifest.full ? 'whole' : 'delta'}, ${manifest.lessons.length} lesson(s), ` +
        `${manifest.removed.length} removed${manifest.reason ? ` (${manifest.reason})` : ''}`,
    );
    return manifest;
  }

  private async applyManifest(manifest: Manifest) {
    const named = new Set(manifest.lessons.map((lesson) => lesson.content_id));
    const dropped = manifest.full
      ? Object.keys(this.state.lessons).filter((id) => !named.has(id))
      : manifest.removed.filter((id) => this.state.lessons[id]);
    for (const id of dropped) await this.drop(id);
    for (const lesson of manifest.lessons) {
      const held = this.state.lessons[lesson.content_id];
      if (held?.status === 'installed' && held.version >= lesson.version) {
        held.lesson = lesson;
        continue;
      }
      if (held && held.version !== lesson.version) await this.drop(lesson.content_id);
      this.state.lessons[lesson.content_id] = {
        lesson,
        // A lesson given by an outside link has nothing to fetch: it is played from its link.
        status: lesson.file ? 'missing' : 'installed',
        version: lesson.version,
      };
    }
    this.state.manifestVersion = manifest.manifest_version;
    await this.stateFile.save(this.state);
  }

  private async drop(contentId: string) {
    const held = this.state.lessons[contentId];
    if (!held) return;
    const file = this.fileOf(held.lesson);
    await rm(file, { force: true });
    await rm(`${file}.part`, { force: true });
    await rm(`${file}.part.etag`, { force: true });
    delete this.state.lessons[contentId];
  }

  /** Fetches every lesson not installed (failed ones too with `retryFailed`); answers whether there was any. */
  private async fetchLessons(retryFailed: boolean): Promise<boolean> {
    const waiting = Object.values(this.state.lessons).filter(
      (held) => held.status !== 'installed' && (retryFailed || held.status !== 'failed'),
    );
    if (waiting.length === 0) return false;
    for (const held of waiting) {
      held.status = 'downloading';
      held.bytesDone ??= 0;
      delete held.error;
    }
    await this.checkIn();
    // The server hears of the progress now and then while the files come.
    let reporting: Promise<unknown> | undefined;
    const reporter = setInterval(() => {
      reporting ??= this.checkIn()
        .catch((error: unknown) => this.log(`progress check-in failed: ${String(error)}`))
        .finally(() => (reporting = undefined));
    }, this.options.reportEveryMs);
    try {
      for (const held of waiting) await this.fetchLesson(held);
    } finally {
      clearInterval(reporter);
      await reporting;
    }
    return true;
  }

  private async fetchLesson(held: HeldLesson) {
    const file = held.lesson.file!;
    try {
      const { received } = await download(this.link, file, this.fileOf(held.lesson), {
        rate: this.options.rate,
        progress: (bytes) => {
          held.bytesDone = bytes;
        },
      });
      this.bytesReceived += received;
      held.status = 'installed';
      delete held.bytesDone;
      this.log(`installed "${held.lesson.chapter_title}" (${file.size} bytes, ${received} received)`);
    } catch (error) {
      if (error instanceof RefusedError || !(error instanceof Error)) throw error;
      held.status = 'failed';
      held.error = error.message;
      this.log(`failed "${held.lesson.chapter_title}": ${error.message}`);
    }
    await this.stateFile.save(this.state);
  }

  private playSomething(contentId?: string): boolean {
    const installed = Object.values(this.state.lessons).filter((held) => held.status === 'installed');
    const held = contentId
      ? this.state.lessons[contentId]
      : installed[Math.floor(Math.random() * installed.length)];
    if (held?.status !== 'installed') return false;
    const duration = 60 + Math.floor(Math.random() * 600);
    this.state.plays.push({
      id: randomUUID(),
      content_id: held.lesson.content_id,
      started_at: new Date(Date.now() - duration * 1000).toISOString(),
      duration_s: duration,
      completed: Math.random() < 0.7,
    });
    return true;
  }

  private async sendPlays() {
    while (this.state.plays.length > 0) {
      await this.stateFile.save(this.state);
      const batch = this.state.plays.slice(0, PLAYS_PER_REQUEST);
      const answer = await this.link.call<{ received: number; new: number }>('POST', '/api/headset/plays', {
        plays: batch,
      });
      this.log(`sent ${answer.received} play(s), ${answer.new} new`);
      this.state.plays = this.state.plays.slice(batch.length);
    }
    await this.stateFile.save(this.state);
  }

  private async obey(command: HandedCommand) {
    let result = this.state.acted[command.id];
    let message: string | null = null;
    if (!result) {
      if (command.kind === 'launch_lesson') {
        result = command.content_id && this.playSomething(command.content_id) ? 'done' : 'failed';
        if (result === 'failed') message = 'This lesson is not installed on the headset';
      } else {
        // `sync` ran with this round; a restart of the reference headset is a fresh read of its state.
        if (command.kind === 'restart') {
          this.state = await this.stateFile.load();
          this.acknowledged = null;
        }
        result = 'done';
      }
      this.state.acted[command.id] = result;
      await this.stateFile.save(this.state);
      await this.sendPlays();
    }
    await this.link.call('POST', `/api/headset/commands/${command.id}/ack`, { result, message });
    this.log(`command ${command.kind} ${command.id}: ${result}`);
  }
}
