/** Adding, editing and deleting a subject on the device, through the shared record saves. */
import { recordSaves } from '../../data/records/record-saves';
import { textField as text } from '../../domain/people/record-status';
import { SubjectCreateSchema, SubjectUpdateSchema } from '../../domain/subjects/subject-schema';

export const SUBJECTS_BULK_PATH = '/subjects/bulk';

export const {
  add: addSubject,
  edit: editSubject,
  remove: deleteSubject,
} = recordSaves(
  { entity: 'subjects', path: '/subjects' },
  {
    create: SubjectCreateSchema,
    update: SubjectUpdateSchema,
    nameOf: (subject) => text(subject.name),
    defaults: { class_id: null },
  },
);
