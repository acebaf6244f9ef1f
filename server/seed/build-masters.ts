import { daysFromBase, stamp } from './clock';
import { className, GRADES, subjectsOf } from './curriculum';
import type { MasterClassRow, MasterSubjectRow } from './rows';

export interface Masters {
  classes: MasterClassRow[];
  subjects: MasterSubjectRow[];
  classId(grade: number): string;
  subjectId(grade: number, subjectName: string): string;
}

/** Platform-wide classes and subjects that the content catalogue is filed under. */
export function buildMasters(): Masters {
  const classes: MasterClassRow[] = [];
  const subjects: MasterSubjectRow[] = [];
  const subjectIds = new Map<string, string>();
  for (const grade of GRADES) {
    const masterClass = { ...stamp(daysFromBase(-240, grade)), class_name: className(grade), grade };
    classes.push(masterClass);
    subjectsOf(grade).forEach((plan, index) => {
      const row = {
        ...stamp(daysFromBase(-240, 10 + grade * 10 + index)),
        subject_name: plan.name,
        subject_master_class_id: masterClass._id,
      };
      subjects.push(row);
      subjectIds.set(`${grade}:${plan.name}`, row._id);
    });
  }
  return {
    classes,
    subjects,
    classId(grade) {
      const row = classes.find((c) => c.grade === grade);
      if (!row) throw new Error(`No master class for grade ${grade}`);
      return row._id;
    },
    subjectId(grade, subjectName) {
      const id = subjectIds.get(`${grade}:${subjectName}`);
      if (!id) throw new Error(`No master subject ${subjectName} in class ${grade}`);
      return id;
    },
  };
}
