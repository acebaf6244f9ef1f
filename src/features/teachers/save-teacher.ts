/**
 * Adding, editing and deleting a teacher on the device, through the shared
 * record saves. The Teacher ID is fixed once the server has the teacher; an edit carries it
 * only to correct a create the server refused.
 */
import { recordSaves } from '../../data/records/record-saves';
import { textField as text } from '../../domain/people/record-status';
import { TeacherCreateSchema, TeacherUpdateSchema } from '../../domain/teachers/teacher-schema';

export const TEACHERS_BULK_PATH = '/teachers/bulk';

export const {
  add: addTeacher,
  edit: editTeacher,
  remove: deleteTeacher,
} = recordSaves(
  { entity: 'teachers', path: '/teachers' },
  {
    create: TeacherCreateSchema,
    update: TeacherUpdateSchema,
    nameOf: (teacher) => text(teacher.teacher_name),
    defaults: { department: null },
  },
);
