import { stamp } from './clock';
import { BOYS, FATHERS, GIRLS, SURNAMES } from './names';
import { randomFor } from './random';
import type { ClassRow, StudentRow } from './rows';
import { schoolDomain, type SchoolPlan } from './schools-data';

interface Pupil {
  given: string;
  father: string;
  surname: string;
}

/**
 * One class register: pupils written as given name, father's name, surname, in surname order,
 * with roll numbers such as 5A01.
 */
export function buildStudents(plan: SchoolPlan, classRow: ClassRow, enrolled: Date): StudentRow[] {
  const random = randomFor(`students:${plan.code}:${classRow.grade}${classRow.section}`);
  const count = random.int(...plan.pupilsPerClass);
  const pupils = new Map<string, Pupil>();
  while (pupils.size < count) {
    const given = random.chance(0.5) ? random.pick(BOYS) : random.pick(GIRLS);
    const surname = random.pick(SURNAMES);
    const key = `${surname} ${given}`;
    if (!pupils.has(key)) pupils.set(key, { given, father: random.pick(FATHERS), surname });
  }
  const register = [...pupils.keys()].sort().map((key) => pupils.get(key)!);
  return register.map((pupil, index) => {
    const roll = `${classRow.grade}${classRow.section}${String(index + 1).padStart(2, '0')}`;
    return {
      ...stamp(new Date(enrolled.getTime() + index * 60_000)),
      student_name: `${pupil.given} ${pupil.father} ${pupil.surname}`,
      email: `${pupil.given}.${pupil.surname}.${roll}@${schoolDomain(plan)}`.toLowerCase(),
      roll_number: roll,
      class_id: classRow._id,
      status: !random.chance(0.03),
      school_id: classRow.school_id,
    };
  });
}
