import type { MasterClass, MasterSubject, SchoolClass } from '../../../src/domain/classes/class';
import { classes, masterClasses, masterSubjects } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type ClassRow = typeof classes.$inferSelect;
export type MasterClassRow = typeof masterClasses.$inferSelect;
export type MasterSubjectRow = typeof masterSubjects.$inferSelect;

/** A school's class, as stored (docs/api.md, "Records"). */
export const classView = columnView<ClassRow, SchoolClass>(classes, {
  _id: classes._id,
  class_name: classes.class_name,
  grade: classes.grade,
  section: classes.section,
  school_id: classes.school_id,
  class_teacher_id: classes.class_teacher_id,
  schedule: classes.schedule,
  subject_count: classes.subject_count,
  status: classes.status,
  ...stampFields(classes),
});

export const masterClassView = columnView<MasterClassRow, MasterClass>(masterClasses, {
  _id: masterClasses._id,
  class_name: masterClasses.class_name,
  grade: masterClasses.grade,
  ...stampFields(masterClasses),
});
export const toMasterClassView = masterClassView.toView;

/** A subject of the programme's master list, under its master class. */
export const masterSubjectView = columnView<MasterSubjectRow, MasterSubject>(masterSubjects, {
  _id: masterSubjects._id,
  subject_name: masterSubjects.subject_name,
  subject_master_class_id: masterSubjects.subject_master_class_id,
  ...stampFields(masterSubjects),
});
export const toMasterSubjectView = masterSubjectView.toView;
