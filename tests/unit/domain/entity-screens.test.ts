/**
 * What screens derive from the entity registry: a school's pages and counts in the order its page shows
 * them, each entity's words, its table. Each list is held whole, so a registry line that loses its
 * `schoolPage`, `schoolCount` or words fails here by name.
 */
import { describe, expect, it } from 'vitest';
import type { SchoolCounts } from '../../../src/domain/schools/school';
import {
  ENTITY_NAMES,
  SCHOOL_TALLIED,
  SYNC_ENTITIES,
  tableOf,
  wordsOf,
} from '../../../src/domain/sync/entity-registry';
import {
  labelOf,
  SCHOOL_COUNTED,
  SCHOOL_PAGES,
  schoolCountFields,
} from '../../../src/domain/sync/entity-screens';

/** Every count field of a school's view, once (the type names them; this object must too). */
const SCHOOL_VIEW_COUNTS: Record<keyof SchoolCounts, true> = {
  studentCount: true,
  totalStudentsCount: true,
  teacherCount: true,
  totalTeachersCount: true,
  subjectCount: true,
  totalSubjectCount: true,
  classCount: true,
  totalClassesCount: true,
};

describe("a school's pages and counts, from the registry", () => {
  it("lists the school's pages in the order its page links them", () => {
    expect(SCHOOL_PAGES).toEqual(['students', 'teachers', 'classes', 'subjects', 'books']);
  });

  it('gives each school page a place of its own, from 1 up with no gap', () => {
    const places = SYNC_ENTITIES.flatMap((entity) => ('schoolPage' in entity ? [entity.schoolPage] : []));
    expect([...places].sort((a, b) => a - b)).toEqual(SCHOOL_PAGES.map((_, index) => index + 1));
  });

  it("counts a school's pupils, teachers, classes and subjects, in the order of its pages", () => {
    expect(SCHOOL_COUNTED).toEqual(['students', 'teachers', 'classes', 'subjects']);
    expect([...SCHOOL_TALLIED].sort()).toEqual([...SCHOOL_COUNTED].sort());
  });

  it("reads each count from two fields of the school's view, no field twice", () => {
    expect(Object.fromEntries(SCHOOL_COUNTED.map((name) => [name, schoolCountFields(name)]))).toEqual({
      students: ['studentCount', 'totalStudentsCount'],
      teachers: ['teacherCount', 'totalTeachersCount'],
      classes: ['classCount', 'totalClassesCount'],
      subjects: ['subjectCount', 'totalSubjectCount'],
    });
    const fields = SCHOOL_COUNTED.flatMap((name) => schoolCountFields(name));
    expect([...fields].sort()).toEqual(Object.keys(SCHOOL_VIEW_COUNTS).sort());
  });
});

describe("each entity's words, from the registry", () => {
  it('titles each list screen by its label', () => {
    expect(SCHOOL_PAGES.map(labelOf)).toEqual(['Students', 'Teachers', 'Classes', 'Subjects', 'Books']);
    expect((['schools', 'devices', 'contents', 'users'] as const).map(labelOf)).toEqual([
      'Schools',
      'VR Devices',
      'Content',
      'Users',
    ]);
  });

  it('names one record of every entity, in the pending list and in the change history', () => {
    const nouns = Object.fromEntries(ENTITY_NAMES.map((name) => [name, wordsOf(name).noun]));
    expect(nouns).toEqual({
      schools: 'school',
      classes: 'class',
      subjects: 'subject',
      students: 'student',
      teachers: 'teacher',
      books: 'book',
      devices: 'device',
      contents: 'content',
      masterClasses: 'class master',
      masterSubjects: 'subject master',
      users: 'user',
    });
    expect(wordsOf('devices').historyNoun).toBe('VR device');
  });

  it("names each entity's table in snake case", () => {
    expect(ENTITY_NAMES.map(tableOf)).toEqual([
      'schools',
      'classes',
      'subjects',
      'students',
      'teachers',
      'books',
      'devices',
      'contents',
      'master_classes',
      'master_subjects',
      'users',
    ]);
  });
});
