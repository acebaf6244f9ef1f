/**
 * A headset's manifest (docs/headsets.md, "The manifest"): every published lesson of the grades its
 * school teaches (the grades of its active classes), and, given the version a headset holds, only what
 * changed since and what to drop. Versions are points of the sync sequence, so a lesson changed, a file
 * replaced or a lesson unpublished after that point is in the delta.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Manifest, ManifestLesson } from '../../../src/domain/headsets/headset';
import { HEADSET_MESSAGES as M } from '../../../src/domain/headsets/headset-schema';
import { manifestVersionOf, type ManifestPoint } from '../../../src/domain/headsets/manifest-version';
import { FILE_PATH_PREFIX, uploadIdOfLink } from '../../../src/domain/uploads/upload-rules';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows-of';
import { classes, contents, masterClasses, masterSubjects, uploads } from '../../db/schema';

/** Where a headset downloads a lesson's stored file (its own route: only files of its manifest). */
export const HEADSET_FILE_PREFIX = '/api/headset/files/';

/**
 * The sync sequence point a manifest of this school is read at: the last change it could depend on. One
 * statement, so it can run inside a transaction (one connection, one query at a time).
 */
export async function manifestPoint(db: Db, schoolId: string | null): Promise<ManifestPoint> {
  const latest = (table: typeof contents | typeof masterClasses | typeof masterSubjects) =>
    sql`(select max(${table.seq}) from ${table})`;
  const schoolClasses = schoolId
    ? sql`(select max(${classes.seq}) from ${classes} where ${classes.school_id} = ${schoolId})`
    : sql`null`;
  const [row] = await rowsOf<{ seq: string | number | null }>(
    db,
    sql`select greatest(0, ${latest(contents)}, ${latest(masterClasses)}, ${latest(masterSubjects)}, ${schoolClasses}) as seq`,
  );
  return { schoolId, seq: Number(row?.seq ?? 0) };
}

/** The grades a school teaches: those of its live, active classes. */
async function gradesTaught(db: Db, schoolId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ grade: classes.grade })
    .from(classes)
    .where(and(eq(classes.school_id, schoolId), isNull(classes.deletedAt), eq(classes.status, 'active')));
  return rows.map((row) => row.grade).sort((a, b) => a - b);
}

/** The published lessons of these grades, with their stored files, in grade, subject, chapter order. */
export async function lessonsOfGrades(db: Db, grades: readonly number[]): Promise<ManifestLesson[]> {
  if (grades.length === 0) return [];
  const rows = await db
    .select({
      content_id: contents._id,
      type: contents.content_type,
      chapter_number: contents.chapter_number,
      chapter_title: contents.chapter_title,
      grade: masterClasses.grade,
      subject: masterSubjects.subject_name,
      version: contents.version,
      video_link: contents.video_link,
      asset_link: contents.asset_link,
      audio_link: contents.audio_link,
      scene_id: contents.scene_id,
      scene_name: contents.scene_name,
      theme: contents.theme,
    })
    .from(contents)
    .innerJoin(masterClasses, eq(masterClasses._id, contents.class))
    .leftJoin(masterSubjects, eq(masterSubjects._id, contents.subject))
    .where(
      and(
        isNull(contents.deletedAt),
        eq(contents.status, 'published'),
        inArray(masterClasses.grade, [...grades]),
      ),
    )
    .orderBy(masterClasses.grade, masterSubjects.subject_name, contents.chapter_number, contents._id);
  // A VR lesson's scene is built into the headset app: its file is its asset, or else its narration.
  const linkOf = (row: (typeof rows)[number]) =>
    row.type === 'vr' ? (row.asset_link ?? row.audio_link) : row.video_link;
  const uploadIds = rows.flatMap((row) => uploadIdOfLink(linkOf(row)) ?? []);
  const stored =
    uploadIds.length === 0
      ? []
      : await db
          .select({ id: uploads._id, size: uploads.size, sha256: uploads.sha256, mimeType: uploads.mimeType })
          .from(uploads)
          .where(and(inArray(uploads._id, uploadIds), eq(uploads.status, 'stored')));
  const files = new Map(stored.map((file) => [file.id, file]));
  return rows.map((row) => {
    const link = linkOf(row);
    const upload = files.get(uploadIdOfLink(link) ?? '');
    return {
      content_id: row.content_id,
      type: row.type === 'vr' ? 'vr' : 'video',
      chapter_number: row.chapter_number,
      chapter_title: row.chapter_title,
      grade: row.grade,
      subject: row.subject ?? '',
      version: row.version,
      file:
        upload && upload.size !== null && upload.mimeType
          ? {
              url: `${HEADSET_FILE_PREFIX}${upload.id}`,
              size: upload.size,
              sha256: upload.sha256,
              content_type: upload.mimeType,
            }
          : null,
      // A link to a file of this server that is not stored (yet) is no link a headset can follow.
      link: link && !link.startsWith(FILE_PATH_PREFIX) ? link : null,
      scene: row.type === 'vr' ? { id: row.scene_id, name: row.scene_name, theme: row.theme } : null,
    };
  });
}

/**
 * The lessons of some grades as read at a sync point are the same for every school teaching those
 * grades until the next change, which moves the point: a process keeps the last few, so thousands of
 * headsets checking in do not each read the whole catalogue.
 */
const kept = new Map<string, ManifestLesson[]>();
const KEPT_LISTS = 8;

async function lessonsAt(db: Db, grades: readonly number[], point: ManifestPoint): Promise<ManifestLesson[]> {
  const key = `${point.seq}|${grades.join(',')}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const lessons = await lessonsOfGrades(db, grades);
  // A checksum still being computed does not move the point: a list waiting for one is not kept.
  if (lessons.every((lesson) => lesson.file?.sha256 !== null)) {
    kept.set(key, lessons);
    if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
  }
  return lessons;
}

/** Everything a headset of this school should hold at `point`, with the reason when that is nothing. */
export async function fullManifest(db: Db, schoolId: string | null, point: ManifestPoint): Promise<Manifest> {
  const base = { manifest_version: manifestVersionOf(point), school_id: schoolId, full: true, removed: [] };
  if (!schoolId) return { ...base, lessons: [], reason: M.noSchool };
  const grades = await gradesTaught(db, schoolId);
  if (grades.length === 0) return { ...base, lessons: [], reason: M.noClasses };
  return { ...base, lessons: await lessonsAt(db, grades, point) };
}

/**
 * The manifest for a headset of `schoolId` holding the one at `since`: the whole manifest when the
 * school, its classes (the grades it teaches) or the grade and subject names changed since; otherwise
 * the lessons changed since and the ids of lessons changed since that are no longer in it.
 */
export async function readManifest(
  db: Db,
  schoolId: string | null,
  since?: ManifestPoint,
): Promise<Manifest> {
  const point = await manifestPoint(db, schoolId);
  if (
    !since ||
    since.schoolId !== schoolId ||
    !schoolId ||
    (await gradesChangedSince(db, schoolId, since.seq))
  ) {
    return fullManifest(db, schoolId, point);
  }
  if (since.seq >= point.seq) {
    return {
      manifest_version: manifestVersionOf(point),
      school_id: schoolId,
      full: false,
      lessons: [],
      removed: [],
    };
  }
  const manifest = await fullManifest(db, schoolId, point);
  const current = new Set(manifest.lessons.map((lesson) => lesson.content_id));
  const changed = await db.select({ id: contents._id }).from(contents).where(gt(contents.seq, since.seq));
  const changedIds = new Set(changed.map((row) => row.id));
  return {
    ...manifest,
    full: false,
    lessons: manifest.lessons.filter((lesson) => changedIds.has(lesson.content_id)),
    removed: [...changedIds].filter((id) => !current.has(id)).sort(),
  };
}

async function gradesChangedSince(db: Db, schoolId: string, seq: number): Promise<boolean> {
  const [row] = await rowsOf<{ changed: boolean }>(
    db,
    sql`select exists (select 1 from ${classes} where ${classes.school_id} = ${schoolId} and ${classes.seq} > ${seq})
        or exists (select 1 from ${masterClasses} where ${masterClasses.seq} > ${seq})
        or exists (select 1 from ${masterSubjects} where ${masterSubjects.seq} > ${seq}) as changed`,
  );
  return row?.changed === true;
}

/** Whether an upload is the stored file of a lesson of this school's manifest. */
export async function isManifestFile(db: Db, schoolId: string | null, uploadId: string): Promise<boolean> {
  if (!schoolId) return false;
  const { lessons } = await fullManifest(db, schoolId, await manifestPoint(db, schoolId));
  return lessons.some((lesson) => lesson.file?.url === `${HEADSET_FILE_PREFIX}${uploadId}`);
}
