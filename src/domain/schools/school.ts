/** A school and what the schools API answers about it: the school, its statistics, its class details. */
import { defineMessages } from '../i18n/languages';

export const SCHOOL_STATUSES = ['active', 'inactive'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];

/** The list screen's page size. */
export const SCHOOL_PAGE_SIZE = 5;
/** What `GET /schools` uses when no limit is given, and the most it answers at once. */
export const SCHOOL_LIST_DEFAULT_LIMIT = 20;
export const SCHOOL_LIST_MAX_LIMIT = 100;

/** Shown for a missing text value. */
export const { placeholder: SCHOOL_PLACEHOLDER } = defineMessages({ placeholder: 'Awaited' });

export interface SchoolFields {
  school_name: string;
  email: string;
  phone_number: string;
  contact: string;
  status: SchoolStatus;
  street: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  principal_name: string;
  principal_email: string;
  principal_contact: string;
}

/** Counts under both names clients read. */
export interface SchoolCounts {
  studentCount: number;
  totalStudentsCount: number;
  teacherCount: number;
  totalTeachersCount: number;
  subjectCount: number;
  totalSubjectCount: number;
  classCount: number;
  totalClassesCount: number;
}

export interface School extends SchoolFields, SchoolCounts {
  _id: string;
  /** The school's academic year (`2026-27`). */
  academic_year: string;
  /** Until when the new year the school started may be undone (ISO time), or null. */
  new_year_undo_until: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolDropdownItem {
  _id: string;
  school_name: string;
  city: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface SchoolListAnswer {
  success: true;
  data: School[];
  schools: School[];
  pagination: Pagination;
  filters: Record<string, string | null>;
}

export interface SchoolClassSummary {
  _id: string;
  class_id: string;
  class_name: string;
  grade: number;
  section: string;
}

/** `GET /schools/statistics/{id}`. */
export interface SchoolStatistics {
  totalStudentsCount: number;
  totalTeachersCount: number;
  totalClassesCount: number;
  totalSubjectCount: number;
  classes: SchoolClassSummary[];
}

/** `GET /schools/statistics`: totals over every school the caller may see. */
export interface SchoolsOverview {
  totalSchools: number;
  activeSchools: number;
  inactiveSchools: number;
  byStatus: Record<SchoolStatus, number>;
  totalStudentsCount: number;
  totalTeachersCount: number;
  totalClassesCount: number;
  totalSubjectCount: number;
}

/** `GET /classes/details/{id}`. */
export interface ClassDetails {
  teacher: { name: string; email: string } | null;
  subjects: string[];
  students: Array<{ id: string; name: string; rollNumber: string; email: string }>;
}
