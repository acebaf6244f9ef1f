/** A pupil's past classes: one entry per year that ended, added when the school starts its new year. */
import type { PlanClass } from './year-plan';

export interface ClassHistoryEntry {
  /** The academic year that ended (`2026-27`). */
  year: string;
  class_id: string;
  class_name: string;
  section: string;
}

/** The entry that records a pupil was in `schoolClass` during `year`. */
export const historyEntryOf = (year: string, schoolClass: PlanClass): ClassHistoryEntry => ({
  year,
  class_id: schoolClass._id,
  class_name: schoolClass.class_name,
  section: schoolClass.section,
});
