/**
 * The longest names and addresses the forms accept, added through the API before a layout test: a
 * school, its people, a headset, a lesson, a subject, a book and an administrator. Each name starts with
 * `LONG_PREFIX`, so a search finds exactly the long record.
 */
import type { TestServer } from './harness';
import { NEW_SCHOOL, adminToken, demoAdminSchoolId } from './schools-helpers';

export const LONG_PREFIX = 'Zilla Parishad';

/** Exactly 100 characters, with spaces: it wraps like a real name. */
export const LONG_NAME =
  `${LONG_PREFIX} Primary School Pimpalgaon Budruk Taluka Junnar District Pune Division Maharashtra`
    .padEnd(100, 'a')
    .slice(0, 100);

/** A long address with many pieces: it should break only after '@' or '.'. */
export const longEmail = (who: string) =>
  `${who}.zilla.parishad.pimpalgaon.budruk@education.maharashtra.gov.in`;

export async function addLongRecords(server: TestServer): Promise<void> {
  const token = await adminToken(server);
  const schoolId = await demoAdminSchoolId(server);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await server.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json<{ data: unknown }>().data;
  };
  const [klass] = (await call('GET', `/api/classes?school_id=${schoolId}`)) as Array<{ _id: string }>;
  const masters = (await call('GET', '/api/master-class-subject/subjects')) as Array<{
    _id: string;
    subject_master_class_id: string;
  }>;
  await call('POST', '/api/schools/initiate-school', {
    school_name: LONG_NAME,
    email: longEmail('office'),
    phone_number: NEW_SCHOOL['Phone Number'],
    contact: LONG_NAME.slice(0, 60),
    street: NEW_SCHOOL.Street,
    locality: NEW_SCHOOL['Locality/Village'],
    city: NEW_SCHOOL.City,
    state: NEW_SCHOOL.State,
    pincode: NEW_SCHOOL['PIN Code'],
    principal_name: LONG_NAME.slice(0, 60),
    principal_email: longEmail('principal'),
    principal_contact: NEW_SCHOOL['Principal Contact'],
  });
  await call('POST', '/api/students', {
    student_name: LONG_NAME,
    email: longEmail('pupil'),
    roll_number: 'LONG100',
    class_id: klass!._id,
    status: true,
    school_id: schoolId,
  });
  await call('POST', '/api/teachers', {
    teacher_id: 'LONG0100',
    teacher_name: LONG_NAME,
    email: longEmail('teacher'),
    phone_number: '9822000099',
    status: 'active',
    school_id: schoolId,
  });
  await call('POST', '/api/subjects', {
    name: LONG_NAME,
    code: 'LONG100',
    department: LONG_NAME.slice(0, 50),
    grade: 5,
    school_id: schoolId,
  });
  await call('POST', '/api/books', {
    title: LONG_NAME,
    author: LONG_NAME,
    subject: LONG_NAME.slice(0, 50),
    grade: 5,
    isbn: '9780306406157',
    copies: 10,
    available: 4,
    school_id: schoolId,
  });
  await call('POST', '/api/device', {
    device_name: LONG_NAME,
    api_token: 'long-device-token-0100',
    school_id: schoolId,
    status: true,
  });
  const subject = masters[0]!;
  await call('POST', '/api/contents', {
    content_type: 'vr',
    class: subject.subject_master_class_id,
    subject: subject._id,
    chapter_number: 1,
    chapter_title: LONG_NAME,
    chapter_subtitle: LONG_NAME,
    scene_id: 'Sinhagad fort walls',
  });
  await call('POST', '/api/users', {
    name: LONG_NAME,
    email: longEmail('admin'),
    role: 'school_admin',
    schoolId,
  });
}
