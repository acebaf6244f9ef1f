import { daysFromBase, stamp } from './clock';
import { SURNAMES, TEACHERS } from './names';
import { mobileNumber, randomFor } from './random';
import type { TeacherRow } from './rows';
import { schoolDomain, type SchoolPlan } from './schools-data';

const DEPARTMENTS = ['Languages', 'Mathematics', 'Science', 'Social Studies', 'Arts', 'Physical Education'];

/** The head teacher first, then the school's contact person, then staff with surnames of their own. */
export function buildTeachers(
  plan: SchoolPlan,
  schoolId: string,
  opened: number,
  phones: Set<string>,
): TeacherRow[] {
  const random = randomFor(`teachers:${plan.code}`);
  const names = [plan.principal, plan.contact];
  const surnames = new Set(names.map((name) => name.split(' ')[1]));
  while (names.length < plan.teachers) {
    const surname = random.pick(SURNAMES);
    if (surnames.has(surname)) continue;
    surnames.add(surname);
    names.push(`${random.pick(TEACHERS)} ${surname}`);
  }
  const departments = random.shuffle(DEPARTMENTS);
  return names.map((name, index) => ({
    ...stamp(daysFromBase(opened + 2 + index, random.int(0, 480))),
    teacher_id: `ZP${plan.code}T${String(index + 1).padStart(3, '0')}`,
    teacher_name: name,
    email: `${name.toLowerCase().replace(' ', '.')}@${schoolDomain(plan)}`,
    phone_number: mobileNumber(random, phones),
    status: index === names.length - 1 && names.length >= 9 ? 'inactive' : 'active',
    department: index === 0 ? 'Administration' : departments[(index - 1) % departments.length],
    school_id: schoolId,
  }));
}
