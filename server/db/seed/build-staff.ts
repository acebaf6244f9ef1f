import { daysFromBase, stamp } from './clock';
import { SURNAMES, TEACHERS } from './names';
import { mobileNumber, randomFor } from './random';
import type { TeacherRow } from './rows';
import { schoolDomain, type SchoolPlan } from './schools-data';

const DEPARTMENTS = ['Languages', 'Mathematics', 'Science', 'Social Studies', 'Arts', 'Physical Education'];

/** The first teacher is the head teacher and the second the school's contact person (SchoolPlan). */
export function buildTeachers(plan: SchoolPlan, schoolId: string, opened: number, phones: Set<string>): TeacherRow[] {
  const random = randomFor(`teachers:${plan.code}`);
  const names = [plan.principal, plan.contact];
  while (names.length < plan.teachers) {
    const name = `${random.pick(TEACHERS)} ${random.pick(SURNAMES)}`;
    if (!names.some((taken) => taken === name || taken.split(' ')[1] === name.split(' ')[1])) names.push(name);
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
