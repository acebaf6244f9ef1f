import { buildTeachers } from './build-staff';
import { buildStudents } from './build-students';
import { daysFromBase, SCHOOL_YEAR_START, stamp } from './clock';
import { BOOK_PLANS } from './books-data';
import { className, GRADES, subjectsOf } from './curriculum';
import { isbnDigit, randomFor } from './random';
import type { BookRow, ClassRow, SchoolRow, StudentRow, SubjectRow, TeacherRow } from './rows';
import { schoolDomain, schoolName, STATE, type SchoolPlan } from './schools-data';

export interface SchoolData {
  school: SchoolRow;
  teachers: TeacherRow[];
  classes: ClassRow[];
  subjects: SubjectRow[];
  students: StudentRow[];
  books: BookRow[];
}

/** One school with its staff, classes (grades 1-7, sections A and sometimes B), subjects, pupils and books. */
export function buildSchool(
  plan: SchoolPlan,
  opened: number,
  ownerId: string,
  phones: Set<string>,
): SchoolData {
  const identity = stamp(daysFromBase(opened, 90));
  const teachers = buildTeachers(plan, identity._id, opened, phones);
  const [principal, contact] = teachers as [TeacherRow, TeacherRow];
  const school: SchoolRow = {
    ...identity,
    school_name: schoolName(plan),
    email: `office@${schoolDomain(plan)}`,
    phone_number: contact.phone_number,
    contact: contact.teacher_name,
    status: plan.status,
    street: plan.street,
    locality: plan.village,
    city: plan.city,
    state: STATE,
    pincode: plan.pincode,
    principal_name: principal.teacher_name,
    principal_email: principal.email,
    principal_contact: principal.phone_number,
    ownerId,
  };
  const classRows = buildClasses(plan, school._id, opened, teachers);
  return {
    school,
    teachers,
    classes: classRows,
    subjects: buildSubjects(plan, school._id, opened),
    students: classRows.flatMap((row, index) =>
      buildStudents(plan, row, daysFromBase(SCHOOL_YEAR_START + index, 60)),
    ),
    books: buildBooks(plan, school._id, opened),
  };
}

function buildClasses(
  plan: SchoolPlan,
  schoolId: string,
  opened: number,
  teachers: TeacherRow[],
): ClassRow[] {
  const [principal, ...staff] = teachers.filter((t) => t.status === 'active');
  const classTeachers = [...staff, principal!];
  const sections = GRADES.flatMap((grade) =>
    (plan.twoSections.includes(grade) ? ['A', 'B'] : ['A']).map((section) => ({ grade, section })),
  );
  return sections.map(({ grade, section }, index) => ({
    ...stamp(daysFromBase(opened + 1, index * 3)),
    class_name: className(grade),
    grade,
    section,
    school_id: schoolId,
    class_teacher_id: classTeachers[index % classTeachers.length]!._id,
    schedule: grade <= 2 ? 'Mon-Fri 10:00-15:30, Sat 07:30-11:00' : 'Mon-Fri 10:00-16:30, Sat 07:30-11:30',
    subject_count: subjectsOf(grade).length,
    status: 'active',
  }));
}

/** A school with no teacher for an optional subject (art, physical education) marks it inactive in every grade. */
function buildSubjects(plan: SchoolPlan, schoolId: string, opened: number): SubjectRow[] {
  const random = randomFor(`subjects:${plan.code}`);
  const optional = new Set(
    GRADES.flatMap((grade) =>
      subjectsOf(grade)
        .filter((s) => s.optional)
        .map((s) => s.name),
    ),
  );
  const dropped = new Set([...optional].filter(() => random.chance(0.25)));
  return GRADES.flatMap((grade) =>
    subjectsOf(grade).map((subject, index) => ({
      ...stamp(daysFromBase(opened + 1, 60 + grade * 10 + index)),
      name: subject.name,
      code: `${subject.abbr}${grade}${String(index + 1).padStart(2, '0')}`,
      department: subject.department,
      grade,
      credits: subject.credits,
      status: dropped.has(subject.name) ? 'inactive' : 'active',
      school_id: schoolId,
    })),
  );
}

/** The same title carries the same ISBN in every school. */
function isbnOf(title: string): string {
  const random = randomFor(`isbn:${title}`);
  const body = `978${random.pick(['81', '93'])}${random.digits(7)}`;
  return body + isbnDigit(body);
}

function buildBooks(plan: SchoolPlan, schoolId: string, opened: number): BookRow[] {
  const random = randomFor(`books:${plan.code}`);
  const chosen = random.shuffle(BOOK_PLANS).slice(0, random.int(6, 10));
  return chosen.map((book, index) => {
    const copies = book.textbook ? random.int(20, 40) : random.int(1, 6);
    return {
      ...stamp(daysFromBase(opened + 30 + index, random.int(0, 300))),
      title: book.title,
      author: book.author,
      subject: book.subject,
      grade: book.grade,
      isbn: isbnOf(book.title),
      copies,
      available: copies - random.int(0, copies),
      school_id: schoolId,
    };
  });
}
