/** The classes the new year creates, each with its class teacher chosen among the school's teachers. */
import type { Mirrored } from '../../data/db/app-db';
import { textField as text } from '../../domain/people/record-status';
import type { NewClassChoice } from '../../domain/school-year/year-plan';
import { classNameOf } from '../../domain/classes/class-schema';
import { classTitle } from '../../ui/class-title';
import { SelectField } from '../../ui/select-field';
import { YEAR_TEXTS as T } from './school-year-texts';

interface Props {
  newClasses: readonly NewClassChoice[];
  teachers: readonly Mirrored<'teachers'>[];
  onTeacher: (classId: string, teacherId: string | null) => void;
}

export function YearNewClasses({ newClasses, teachers, onTeacher }: Props) {
  if (newClasses.length === 0) return null;
  const options = teachers
    .map((teacher) => ({ value: teacher._id, label: text(teacher.teacher_name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <section className="year-section" aria-labelledby="year-new-classes">
      <h2 id="year-new-classes" className="year-section__title">
        {T.newClassesHeading}
      </h2>
      <ul className="year-new-classes">
        {newClasses.map((choice) => {
          const title = classTitle({
            class_name: classNameOf(choice.grade),
            grade: choice.grade,
            section: choice.section,
          });
          return (
            <li key={choice._id} className="year-new-classes__item">
              <SelectField
                name={`teacher-${choice._id}`}
                label={`${title}: ${T.classTeacher}`}
                value={choice.class_teacher_id ?? ''}
                options={options}
                placeholder={T.noTeacher}
                onChange={(value) => onTeacher(choice._id, value || null)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
