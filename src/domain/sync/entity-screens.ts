/**
 * What screens take from the entity registry: each entity's label, the pages a school has (in the
 * order its page links them) and the entities counted in its statistics. Derived only: a new registry
 * line with a `schoolPage` gets its link, breadcrumb and list hook without a line here.
 */
import type { SchoolCounts } from '../schools/school';
import { SYNC_ENTITIES } from './entity-registry';

type Entry = (typeof SYNC_ENTITIES)[number];
type SchoolPageEntry = Extract<Entry, { schoolPage: number }>;
type CountedEntry = Extract<Entry, { schoolCount: readonly unknown[] }>;
type LabelledEntry = Extract<Entry, { words: { label: string } }>;

/** An entity with a page of its own under a school (`/schools/{id}/<name>`): a school's records. */
export type SchoolPageEntity = SchoolPageEntry['name'];
/** An entity counted in a school's statistics. */
export type SchoolCountedEntity = CountedEntry['name'];
/** An entity with a list screen of its own, titled by its label. */
export type LabelledEntity = LabelledEntry['name'];

type Within<A, B> = [A] extends [B] ? true : never;
/**
 * Compile-time checks: every school page has a label (its link and breadcrumb), and every counted
 * entity has a school page (its count is a card of the school's page, in the pages' order).
 * @public
 */
export const SCHOOL_PAGES_LABELLED: Within<SchoolPageEntity, LabelledEntity> = true;
/** @public */
export const SCHOOL_COUNTS_PAGED: Within<SchoolCountedEntity, SchoolPageEntity> = true;

const isSchoolPage = (entry: Entry): entry is SchoolPageEntry => 'schoolPage' in entry;
const isCounted = (entry: Entry): entry is CountedEntry => 'schoolCount' in entry;
const isLabelled = (entry: Entry): entry is LabelledEntry => 'label' in entry.words;

const schoolPageEntries = SYNC_ENTITIES.filter(isSchoolPage).sort((a, b) => a.schoolPage - b.schoolPage);

/** A school's pages, in the order the school's page links them. */
export const SCHOOL_PAGES: readonly SchoolPageEntity[] = schoolPageEntries.map((entry) => entry.name);

/** The entities counted in a school's statistics, in the order of the school's pages. */
export const SCHOOL_COUNTED: readonly SchoolCountedEntity[] = schoolPageEntries
  .filter(isCounted)
  .map((entry) => entry.name);

const COUNT_FIELDS = new Map(SYNC_ENTITIES.filter(isCounted).map((entry) => [entry.name, entry.schoolCount]));
const LABELS = new Map(SYNC_ENTITIES.filter(isLabelled).map((entry) => [entry.name, entry.words.label]));

/** The school view's fields carrying an entity's count: the current name, then the older one. */
export const schoolCountFields = (name: SchoolCountedEntity): readonly (keyof SchoolCounts)[] =>
  COUNT_FIELDS.get(name)!;

/** The title of an entity's list screen ('Students'), a catalog id to show with `t`. */
export const labelOf = (name: LabelledEntity): string => LABELS.get(name)!;
