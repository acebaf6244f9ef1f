/** The preview screen's state: the person's choices, and the preview built from them and the mirror. */
import { useMemo, useState } from 'react';
import { SECTIONS } from '../../domain/classes/class-schema';
import { newId } from '../../domain/ids';
import { GRADES } from '../../domain/school-records/record-fields';
import type { NewClassChoice } from '../../domain/school-year/year-plan';
import type { YearMirror } from './use-year-mirror';
import { buildPreview, type YearPreview } from './year-preview';

export interface YearPreviewState {
  preview: YearPreview | null;
  repeaters: ReadonlySet<string>;
  setRepeats: (pupilId: string, repeats: boolean) => void;
  setRoll: (pupilId: string, roll: string) => void;
  setTeacher: (classId: string, teacherId: string | null) => void;
}

/** Every class a move can create: a grade above the first, in each section. */
const possibleNewClasses = (): NewClassChoice[] =>
  GRADES.slice(1).flatMap((grade) =>
    SECTIONS.map((section) => ({ _id: newId(), grade, section, class_teacher_id: null })),
  );

export function useYearPreview(mirror: YearMirror | undefined): YearPreviewState {
  const [repeaters, setRepeaters] = useState<ReadonlySet<string>>(new Set());
  const [typedRolls, setTypedRolls] = useState<Record<string, string>>({});
  const [teachers, setTeachers] = useState<Record<string, string | null>>({});
  // An id for every class the move could create, made once: a created class keeps its id while the
  // person changes their choices.
  const [possible] = useState(possibleNewClasses);

  const preview = useMemo(() => {
    if (!mirror?.school) return null;
    const newClasses = possible.map((choice) => ({
      ...choice,
      class_teacher_id: teachers[choice._id] ?? null,
    }));
    return buildPreview(mirror, { repeaters, typedRolls, newClasses }, () => newId());
  }, [mirror, possible, repeaters, typedRolls, teachers]);

  return {
    preview,
    repeaters,
    setRepeats: (pupilId, repeats) =>
      setRepeaters((current) => {
        const next = new Set(current);
        if (repeats) next.add(pupilId);
        else next.delete(pupilId);
        return next;
      }),
    setRoll: (pupilId, roll) => setTypedRolls((current) => ({ ...current, [pupilId]: roll })),
    setTeacher: (classId, teacherId) => setTeachers((current) => ({ ...current, [classId]: teacherId })),
  };
}
