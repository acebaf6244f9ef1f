/**
 * Six Zilla Parishad (district council) primary schools in Maharashtra. The list is in alphabetical
 * order and the first one is the demo school administrator's school.
 */
export interface SchoolPlan {
  /** Three letters used in teacher codes. */
  code: string;
  village: string;
  street: string;
  /** Taluka town of the post office. */
  city: string;
  district: string;
  pincode: string;
  status: 'active' | 'inactive';
  principal: string;
  contact: string;
  /** Grades that have a second section (B). */
  twoSections: readonly number[];
  teachers: number;
  pupilsPerClass: readonly [number, number];
}

export const STATE = 'Maharashtra';

export const SCHOOL_PLANS: readonly SchoolPlan[] = [
  {
    code: 'AMB',
    village: 'Ambavade',
    street: 'Near Gram Panchayat Office, Bhor Mahad Road',
    city: 'Bhor',
    district: 'Pune',
    pincode: '412206',
    status: 'active',
    principal: 'Rajendra Kale',
    contact: 'Savita Jagtap',
    twoSections: [],
    teachers: 8,
    pupilsPerClass: [24, 34],
  },
  {
    code: 'BHL',
    village: 'Bhilar',
    street: 'Pustakanche Gaon Road, Behind Maruti Mandir',
    city: 'Mahabaleshwar',
    district: 'Satara',
    pincode: '412805',
    status: 'active',
    principal: 'Vilas Bhilare',
    contact: 'Anjali Pawar',
    twoSections: [],
    teachers: 6,
    pupilsPerClass: [20, 28],
  },
  {
    code: 'KND',
    village: 'Kendur',
    street: 'Pabal Road, Opposite Vitthal Mandir',
    city: 'Shirur',
    district: 'Pune',
    pincode: '412210',
    status: 'active',
    principal: 'Suresh Dhamdhere',
    contact: 'Kavita Thorat',
    twoSections: [1, 2, 3],
    teachers: 10,
    pupilsPerClass: [26, 38],
  },
  {
    code: 'NRG',
    village: 'Narayangaon',
    street: 'Warulwadi Road, Near Shivaji Chowk',
    city: 'Junnar',
    district: 'Pune',
    pincode: '410504',
    status: 'active',
    principal: 'Vaishali Kolhe',
    contact: 'Prakash Wagh',
    twoSections: [1, 2, 3, 4, 5],
    teachers: 12,
    pupilsPerClass: [30, 40],
  },
  {
    code: 'RLS',
    village: 'Ralegan Siddhi',
    street: 'Yadavbaba Mandir Road, Near Water Tank',
    city: 'Parner',
    district: 'Ahilyanagar',
    pincode: '414302',
    status: 'active',
    principal: 'Dattatray Auti',
    contact: 'Manisha Pathare',
    twoSections: [5, 6, 7],
    teachers: 9,
    pupilsPerClass: [22, 34],
  },
  {
    code: 'WKB',
    village: 'Wadgaon Kashimbeg',
    street: 'Manchar Ghodegaon Road, Near Gram Panchayat',
    city: 'Manchar',
    district: 'Pune',
    pincode: '410503',
    status: 'inactive',
    principal: 'Shankar Bankar',
    contact: 'Rekha Gawade',
    twoSections: [],
    teachers: 5,
    pupilsPerClass: [20, 26],
  },
];

export const schoolName = (plan: SchoolPlan): string => `Zilla Parishad Primary School ${plan.village}`;

/** E-mail domain of a school's people; `.demo` addresses never reach a real mailbox. */
export const schoolDomain = (plan: SchoolPlan): string =>
  `${plan.village.toLowerCase().replace(/[^a-z]/g, '')}.shala.demo`;
