/**
 * The database schema: every entity the API serves, plus what docs/api.md, "Records" needs
 * (version, timestamps, soft delete, sync sequence, idempotency keys, one-time codes).
 * Column names are snake_case; property names are the API's field names.
 */
import { sql } from 'drizzle-orm';
import type { ClassHistoryEntry } from '../../src/domain/school-year/class-history';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One sequence orders every change for the delta pull (`/api/sync`). */
export const syncSeq = pgSequence('sync_seq', { startWith: 1 });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Columns every synced record carries. */
const record = {
  _id: text('id').primaryKey(),
  ...timestamps,
  version: integer('version').notNull().default(1),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  seq: bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('sync_seq')`),
};

export const users = pgTable(
  'users',
  {
    ...record,
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    website: text('website'),
    country: text('country'),
    address: text('address'),
    profileImage: text('profile_image'),
    role: text('role').notNull().default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    schoolId: text('school_id'),
    passwordHash: text('password_hash'),
    /** `inactive` accounts cannot sign in, and their sessions end when they are deactivated. */
    status: text('status').notNull().default('active'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_seq_idx').on(t.seq)],
);

/** Each person's own settings, applied on every device they sign in on. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id').primaryKey(),
  /** A mail when a change of theirs is refused or in conflict and waits more than a day. */
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** After the password, a one-time code by e-mail. */
  twoFactor: boolean('two_factor').notNull().default(false),
  /** `system` follows the device's light or dark setting. */
  theme: text('theme').notNull().default('system'),
  compactView: boolean('compact_view').notNull().default(false),
  /** `en`, `mr` or `hi`; null: not chosen, the device's language applies. Also the language of their mail. */
  language: text('language'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The change history: who created, changed or deleted which record, and when (the dashboard's activity). */
export const activity = pgTable(
  'activity',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: text('user_id'),
    /** The synced entity's table, e.g. `students`. */
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    /** `created`, `updated` or `deleted`. */
    action: text('action').notNull(),
    /** The record's name when the change was made, e.g. the pupil's name. */
    label: text('label'),
    /** The school the record belongs to (a school's own id for a school), for "no activity in 30 days". */
    schoolId: text('school_id'),
  },
  (t) => [index('activity_at_idx').on(t.at), index('activity_school_at_idx').on(t.schoolId, t.at)],
);

/**
 * Writes the server refused (a conflict or a rule) that the person has not resolved yet: after a day,
 * one mail to those who keep e-mail notifications on.
 */
export const refusedChanges = pgTable(
  'refused_changes',
  {
    userId: text('user_id').notNull(),
    /** The write's Idempotency-Key (the device's outbox row id). */
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('refused_changes_waiting_idx').on(t.resolvedAt, t.mailedAt, t.refusedAt),
  ],
);

export const schools = pgTable(
  'schools',
  {
    ...record,
    school_name: text('school_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    contact: text('contact').notNull(),
    status: text('status').notNull().default('active'),
    street: text('street').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    principal_name: text('principal_name').notNull(),
    principal_email: text('principal_email').notNull(),
    principal_contact: text('principal_contact').notNull(),
    ownerId: text('owner_id'),
    /** `2026-27`; a new school gets the year of the day it is added (1 June starts a year, India's time). */
    academic_year: text('academic_year')
      .notNull()
      .default(
        sql`((extract(year from now() at time zone 'UTC' + interval '330 minutes' - interval '5 months')::int)::text || '-' || lpad(((extract(year from now() at time zone 'UTC' + interval '330 minutes' - interval '5 months')::int + 1) % 100)::text, 2, '0'))`,
      ),
    /** Until when the new year the school started may be undone; null when there is none to undo. */
    new_year_undo_until: timestamp('new_year_undo_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('schools_seq_idx').on(t.seq),
    index('schools_status_idx').on(t.status),
    // The school list's order, read a page at a time.
    index('schools_name_idx')
      .on(t.school_name, t._id)
      .where(sql`deleted_at is null`),
  ],
);

/** Platform-wide class masters (grades) that content is filed under. */
export const masterClasses = pgTable(
  'master_classes',
  {
    ...record,
    class_name: text('class_name').notNull(),
    grade: integer('grade').notNull(),
  },
  (t) => [index('master_classes_seq_idx').on(t.seq)],
);

/** Platform-wide subject masters, one list per master class. */
export const masterSubjects = pgTable(
  'master_subjects',
  {
    ...record,
    subject_name: text('subject_name').notNull(),
    subject_master_class_id: text('subject_master_class_id').notNull(),
  },
  (t) => [
    index('master_subjects_seq_idx').on(t.seq),
    index('master_subjects_class_idx').on(t.subject_master_class_id),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    ...record,
    teacher_id: text('teacher_id').notNull(),
    teacher_name: text('teacher_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    status: text('status').notNull().default('active'),
    department: text('department'),
    school_id: text('school_id').notNull(),
  },
  (t) => [
    index('teachers_seq_idx').on(t.seq),
    index('teachers_school_seq_idx').on(t.school_id, t.seq),
    uniqueIndex('teachers_code_key')
      .on(t.school_id, t.teacher_id)
      .where(sql`deleted_at is null`),
  ],
);

export const classes = pgTable(
  'classes',
  {
    ...record,
    class_name: text('class_name').notNull(),
    grade: integer('grade').notNull(),
    section: text('section').notNull(),
    school_id: text('school_id').notNull(),
    class_teacher_id: text('class_teacher_id'),
    schedule: text('schedule'),
    subject_count: integer('subject_count').notNull().default(6),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    index('classes_seq_idx').on(t.seq),
    index('classes_school_idx').on(t.school_id),
    uniqueIndex('classes_grade_section_key')
      .on(t.school_id, t.grade, t.section)
      .where(sql`deleted_at is null`),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    ...record,
    name: text('name').notNull(),
    code: text('code').notNull(),
    department: text('department').notNull(),
    grade: integer('grade').notNull(),
    credits: integer('credits').notNull().default(3),
    status: text('status').notNull().default('active'),
    school_id: text('school_id').notNull(),
    class_id: text('class_id'),
  },
  (t) => [
    index('subjects_seq_idx').on(t.seq),
    index('subjects_school_idx').on(t.school_id),
    uniqueIndex('subjects_code_key')
      .on(t.school_id, t.code)
      .where(sql`deleted_at is null`),
  ],
);

export const students = pgTable(
  'students',
  {
    ...record,
    student_name: text('student_name').notNull(),
    email: text('email').notNull(),
    roll_number: text('roll_number').notNull(),
    class_id: text('class_id').notNull(),
    status: boolean('status').notNull().default(true),
    school_id: text('school_id').notNull(),
    profile_image: text('profile_image'),
    /** The academic year at whose end the pupil left the school; null while they attend. */
    left_year: text('left_year'),
    /** `{ year, class_id, class_name, section }` of each year that ended, oldest first. */
    class_history: jsonb('class_history').$type<ClassHistoryEntry[]>().notNull().default([]),
  },
  (t) => [
    index('students_seq_idx').on(t.seq),
    // A school's pupils in the list's order (a page, a search, the tally's count, read from the index alone),
    // and in sequence order for a school's delta pull, tombstones included.
    index('students_school_name_idx')
      .on(t.school_id, t.student_name, t._id)
      .where(sql`deleted_at is null`),
    index('students_school_seq_idx').on(t.school_id, t.seq),
    // A pupil who left keeps their class and roll number, which the class's new pupils may take.
    uniqueIndex('students_roll_key')
      .on(t.class_id, t.roll_number)
      .where(sql`deleted_at is null and left_year is null`),
  ],
);

export const books = pgTable(
  'books',
  {
    ...record,
    title: text('title').notNull(),
    author: text('author').notNull(),
    subject: text('subject').notNull(),
    grade: integer('grade').notNull(),
    isbn: text('isbn').notNull(),
    copies: integer('copies').notNull().default(0),
    available: integer('available').notNull().default(0),
    school_id: text('school_id').notNull(),
  },
  (t) => [
    index('books_seq_idx').on(t.seq),
    index('books_school_idx').on(t.school_id),
    uniqueIndex('books_isbn_key')
      .on(t.school_id, t.isbn)
      .where(sql`deleted_at is null`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    ...record,
    device_name: text('device_name').notNull(),
    api_token: text('api_token').notNull(),
    school_id: text('school_id'),
    imei_number: text('imei_number'),
    status: boolean('status').notNull().default(true),
    // The headset's own report at its last check-in (docs/headsets.md). A check-in changes neither
    // `version` nor `updated_at`: an administrator's offline edit of the device never conflicts with it.
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    battery_percent: integer('battery_percent'),
    charging: boolean('charging'),
    free_storage_mb: integer('free_storage_mb'),
    app_version: text('app_version'),
    os_version: text('os_version'),
    /** `up_to_date`, `updating` or `out_of_date` against its manifest at that check-in; null before any. */
    lessons_status: text('lessons_status'),
    lessons_installed: integer('lessons_installed').notNull().default(0),
    lessons_total: integer('lessons_total').notNull().default(0),
    /** The manifest version the lessons badge was worked out against: unchanged, nothing to work out again. */
    lessonsTalliedFor: text('lessons_tallied_for'),
    /** The `last_seen_at` the delta pull last sent: a check-in re-sends the device when it is 10 minutes old. */
    seenSentAt: timestamp('seen_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('devices_seq_idx').on(t.seq),
    index('devices_school_idx').on(t.school_id),
    uniqueIndex('devices_token_key')
      .on(t.api_token)
      .where(sql`deleted_at is null`),
    // A headset's token is found by its hash, so the lookup's time says nothing about the token's bytes.
    // The hash is of the token's UTF-8 bytes: `::bytea` would read a backslash as an escape (and refuse
    // the row), so backslashes are doubled and `decode(…, 'escape')` (immutable, unlike `convert_to`)
    // gives the bytes back as they are.
    index('devices_token_hash_idx').using(
      'btree',
      sql`sha256(decode(replace(${t.api_token}, '\\', '\\\\'), 'escape'))`,
    ),
    uniqueIndex('devices_imei_key')
      .on(t.imei_number)
      .where(sql`deleted_at is null and imei_number is not null`),
  ],
);

export const contents = pgTable(
  'contents',
  {
    ...record,
    content_type: text('content_type').notNull(),
    class: text('class_id').notNull(),
    subject: text('subject_id').notNull(),
    chapter_number: integer('chapter_number').notNull().default(1),
    chapter_title: text('chapter_title').notNull(),
    chapter_subtitle: text('chapter_subtitle'),
    video_link: text('video_link'),
    asset_link: text('asset_link'),
    pdf_link: text('pdf_link'),
    audio_link: text('audio_link'),
    theme: text('theme'),
    scene_id: text('scene_id'),
    scene_name: text('scene_name'),
    is_experimental: boolean('is_experimental').notNull().default(false),
    status: text('status').notNull().default('draft'),
    engagement: integer('engagement').notNull().default(0),
  },
  (t) => [index('contents_seq_idx').on(t.seq), index('contents_class_subject_idx').on(t.class, t.subject)],
);

export const bookings = pgTable(
  'bookings',
  {
    ...record,
    description: text('description').notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    location: text('location').notNull(),
    budget: integer('budget').notNull(),
    status: text('status').notNull().default('pending_payment'),
    user: text('user_id').notNull(),
    adType: text('ad_type').notNull(),
    mediaType: text('media_type').notNull(),
    adContent: text('ad_content'),
  },
  (t) => [index('bookings_seq_idx').on(t.seq), index('bookings_user_idx').on(t.user)],
);

/** Each lesson's state on each headset, as its last check-in reported it. */
export const deviceLessons = pgTable(
  'device_lessons',
  {
    deviceId: text('device_id').notNull(),
    contentId: text('content_id').notNull(),
    /** `installed`, `downloading`, `missing` or `failed`. */
    status: text('status').notNull(),
    version: integer('version').notNull(),
    bytesDone: bigint('bytes_done', { mode: 'number' }),
    error: text('error'),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.contentId] })],
);

/** Lessons played on a headset: the id is the headset's, so a play re-sent is recorded once. */
export const plays = pgTable(
  'plays',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    /** The headset's school when the play arrived (a headset moved later keeps its plays' schools). */
    schoolId: text('school_id'),
    contentId: text('content_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationS: integer('duration_s').notNull(),
    completed: boolean('completed').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('plays_device_started_idx').on(t.deviceId, t.startedAt),
    index('plays_started_idx').on(t.startedAt),
  ],
);

/**
 * Commands for a headset: waiting until its next check-in hands them out (again at every check-in until
 * it confirms them), expired 24 hours after they were sent if never confirmed.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    _id: text('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    /** `sync`, `launch_lesson` or `restart`. */
    kind: text('kind').notNull(),
    contentId: text('content_id'),
    sentBy: text('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    handedOutAt: timestamp('handed_out_at', { withTimezone: true, mode: 'date' }),
    /** `done` or `failed`, as the headset confirmed it. */
    result: text('result'),
    resultMessage: text('result_message'),
    ackedAt: timestamp('acked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('device_commands_device_idx').on(t.deviceId, t.createdAt)],
);

/**
 * Uploaded files: whole (multipart) or resumable (tus, id chosen by the device). The owner check's truth
 * across processes; `uploading` rows older than a day expire with their staged bytes.
 */
export const uploads = pgTable(
  'uploads',
  {
    _id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** `video`, `pdf` or `asset` (upload-rules.ts): decides the size limit and the types allowed. */
    kind: text('kind').notNull(),
    /** As the person named it: shown back, never a path. */
    filename: text('filename').notNull(),
    /** The type detected from the content once stored. */
    mimeType: text('mime_type'),
    /** Declared at creation (tus), the real size once stored. */
    size: bigint('size', { mode: 'number' }),
    /** Hex SHA-256 of the stored bytes, for a headset to check its download; null until computed. */
    sha256: text('sha256'),
    status: text('status').notNull().default('uploading'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('uploads_status_created_idx').on(t.status, t.createdAt)],
);

/** Answers of idempotent writes, kept 30 days (docs/api.md, "Idempotency keys"). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** SHA-256 of the request body: the same key with another body is a 422 (IETF Idempotency-Key draft). */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** One-time codes for sign-in and password reset: hashed, 10 minutes, 5 tries, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose)],
);

/** Server-wide settings such as the generated JWT secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Signed-in sessions: a token names its session (`sid`), checked on every request, so a session can
 * end before its token expires (logout, sign out everywhere, a password reset, a deactivation).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** What the person sees in their list of signed-in devices, e.g. "Chrome on Android". */
    deviceLabel: text('device_label'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Rate-limit counters every server process shares: hits of one bucket (e.g. `sign-in:address:<ip>`,
 * `sign-in:account:<email>`) in its current window, which its first hit opened; one atomic upsert counts a
 * hit or, once the window has ended, opens the next.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limit_window_idx').on(t.windowStart)],
);

/**
 * Live students, teachers, classes and subjects of each school, kept by triggers on those tables
 * (migration 0008): the school list shows them per school without counting 10,000 pupils a page.
 */
export const schoolTallies = pgTable('school_tallies', {
  schoolId: text('school_id').primaryKey(),
  students: integer('students').notNull().default(0),
  teachers: integer('teachers').notNull().default(0),
  classes: integer('classes').notNull().default(0),
  subjects: integer('subjects').notNull().default(0),
});

/**
 * What starting a school's new year changed, kept for its undo: one row per pupil it moved or marked
 * as left (`before`: class, roll number, leaving year and history as they were), one per class it
 * created (`before` null), one for the school (`before`: its year). Kept for the school's latest start only.
 */
export const newYearChanges = pgTable(
  'new_year_changes',
  {
    schoolId: text('school_id').notNull(),
    /** The year the start began (`to_year`). */
    year: text('year').notNull(),
    kind: text('kind').$type<'student' | 'class' | 'school'>().notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.year, t.kind, t.recordId] })],
);
