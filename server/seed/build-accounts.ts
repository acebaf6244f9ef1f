import { daysFromBase, stamp } from './clock';
import { DEMO_VIDEOS, demoLink } from './demo-media';
import type { BookingRow, SchoolRow, TeacherRow, UserRow } from './rows';

export const DEMO_USERS = { superAdmin: 'admin@shala.demo', schoolAdmin: 'school@shala.demo' } as const;

/** The demo's administrators have worked in it before: a sign-in welcomes them back. */
const DEMO_LAST_SIGN_IN = daysFromBase(-1, 9 * 60);

/** The platform's super administrator, there before any school. */
export function buildSuperAdmin(passwordHash: string): UserRow {
  return {
    ...stamp(daysFromBase(-250, 30)),
    name: 'Anita Deshmukh',
    firstName: 'Anita',
    lastName: 'Deshmukh',
    email: DEMO_USERS.superAdmin,
    phone: '9822014573',
    company: 'Shala Education Foundation',
    country: 'India',
    address: 'Shivajinagar, Pune, Maharashtra 411005',
    role: 'super_admin',
    isVerified: true,
    schoolId: null,
    passwordHash,
    lastSignInAt: DEMO_LAST_SIGN_IN,
  };
}

/** The head teacher of the first school administers it. */
export function buildSchoolAdmin(passwordHash: string, school: SchoolRow, headTeacher: TeacherRow): UserRow {
  const [firstName, lastName] = headTeacher.teacher_name.split(' ');
  return {
    ...stamp(new Date(school.createdAt!.getTime() + 24 * 60 * 60 * 1000)),
    name: headTeacher.teacher_name,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    email: DEMO_USERS.schoolAdmin,
    phone: headTeacher.phone_number,
    company: school.school_name,
    country: 'India',
    address: `${school.street}, ${school.locality}, ${school.city}, ${school.state} ${school.pincode}`,
    role: 'school_admin',
    isVerified: true,
    schoolId: school._id,
    passwordHash,
    lastSignInAt: DEMO_LAST_SIGN_IN,
  };
}

/** Digital display campaigns the foundation booked to tell parents about the programme. */
export function buildBookings(ownerId: string): BookingRow[] {
  const booking = (
    created: number,
    row: Omit<BookingRow, '_id' | 'user' | 'adType' | 'mediaType'>,
  ): BookingRow => ({
    ...stamp(daysFromBase(created, 120)),
    user: ownerId,
    adType: 'Digital Display',
    mediaType: 'video',
    ...row,
  });
  return [
    booking(-21, {
      description: 'Shala VR awareness film for parents on the bus stand display before the Diwali holidays',
      startDate: daysFromBase(7),
      endDate: daysFromBase(37),
      location: 'Narayangaon ST Bus Stand, Junnar, Pune',
      budget: 18000,
      status: 'pending_payment',
      adContent: demoLink(DEMO_VIDEOS, 0),
    }),
    booking(-6, {
      description: 'Admission drive film for Zilla Parishad schools shown at the Panchayat Samiti office',
      startDate: daysFromBase(20),
      endDate: daysFromBase(50),
      location: 'Panchayat Samiti Office, Shirur, Pune',
      budget: 12500,
      status: 'pending_payment',
      adContent: demoLink(DEMO_VIDEOS, 1),
    }),
  ];
}
