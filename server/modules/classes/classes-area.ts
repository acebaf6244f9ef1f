/**
 * The classes area, under /api/classes: the kit's routes, reads and writes of a school's records,
 * with the class's rules: grade and section unique within the school, class_name derived from the
 * grade, the class teacher a live teacher of the school, and no delete while pupils are enrolled.
 * A list answers every class that matches unless a limit is asked for (a school's classes are read
 * whole); `GET /details/:id` adds a class's teacher, subjects and students.
 */
import { eq } from 'drizzle-orm';
import {
  CLASS_MESSAGES as M,
  ClassCreateSchema,
  classHasPupils,
  classNameOf,
  ClassUpdateSchema,
} from '../../../src/domain/classes/class-schema';
import { classes } from '../../db/schema';
import { schoolRecordsQuery, statusParam } from '../../kit/list-query';
import { schoolRecordsArea } from '../../kit/school-records-area';
import { classDetailsRoute } from './class-details';
import { classView } from './class-view';
import { classSearch, countClassPupils, findLiveTeacherIds } from './classes-repository';

export const classesArea = schoolRecordsArea({
  entity: 'classes',
  table: classes,
  view: classView,
  words: { one: 'class', many: 'classes' },
  // Paging, search (class, section, class teacher), status, school.
  query: schoolRecordsQuery(M.schoolInvalid, { status: statusParam(M.statusInvalid) }),
  create: ClassCreateSchema,
  update: ClassUpdateSchema,
  messages: M,
  list: {
    search: classSearch,
    orderBy: [classes.school_id, classes.grade, classes.section],
    filters: (query) => ({
      where: query.status === undefined ? undefined : eq(classes.status, query.status),
      echo: { status: query.status },
    }),
    options: { defaultLimit: 'all', liveSchool: true },
  },
  rules: {
    unique: { fields: ['grade', 'section'], taken: M.taken, repeated: M.taken },
    reference: { field: 'class_teacher_id', message: M.teacherInvalid, live: findLiveTeacherIds },
    derive: (record) => ({ class_name: classNameOf(record.grade) }),
    async deleteRefusal(db, row) {
      const pupils = await countClassPupils(db, row._id);
      return pupils > 0 ? classHasPupils(pupils) : undefined;
    },
  },
  more: classDetailsRoute,
});
