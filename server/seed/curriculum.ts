/** Subjects of Maharashtra State Board primary classes (Balbharati textbooks), Class 1 to Class 7. */
export type Department =
  'Languages' | 'Mathematics' | 'Science' | 'Social Studies' | 'Arts' | 'Physical Education';

export interface SubjectPlan {
  name: string;
  abbr: string;
  department: Department;
  credits: number;
  /** A school without a teacher for it may mark the subject inactive. */
  optional?: boolean;
}

const subject = (
  name: string,
  abbr: string,
  department: Department,
  credits: number,
  optional = false,
): SubjectPlan => ({ name, abbr, department, credits, optional });

const MARATHI = subject('Marathi', 'MAR', 'Languages', 5);
const ENGLISH = subject('English', 'ENG', 'Languages', 4);
const HINDI = subject('Hindi', 'HIN', 'Languages', 3);
const MATHS = subject('Mathematics', 'MAT', 'Mathematics', 5);
const PLAY = subject('Play Do Learn', 'PDL', 'Arts', 3);
const EVS = subject('Environmental Studies', 'EVS', 'Science', 4);
const EVS_1 = subject('Environmental Studies Part 1', 'EVA', 'Science', 4);
const EVS_2 = subject('Environmental Studies Part 2', 'EVB', 'Social Studies', 3);
const SCIENCE = subject('General Science', 'SCI', 'Science', 4);
const HISTORY = subject('History and Civics', 'HIS', 'Social Studies', 3);
const GEOGRAPHY = subject('Geography', 'GEO', 'Social Studies', 3);
const ART = subject('Art', 'ART', 'Arts', 2, true);
const PE = subject('Physical Education', 'PHE', 'Physical Education', 2, true);

export const GRADES = [1, 2, 3, 4, 5, 6, 7] as const;

const UPPER_PRIMARY = [MARATHI, ENGLISH, HINDI, MATHS, SCIENCE, HISTORY, GEOGRAPHY, ART, PE];

export const CURRICULUM: Readonly<Record<number, readonly SubjectPlan[]>> = {
  1: [MARATHI, ENGLISH, MATHS, PLAY],
  2: [MARATHI, ENGLISH, MATHS, PLAY],
  3: [MARATHI, ENGLISH, MATHS, EVS, ART, PE],
  4: [MARATHI, ENGLISH, MATHS, EVS_1, EVS_2, ART, PE],
  5: [MARATHI, ENGLISH, HINDI, MATHS, EVS_1, EVS_2, ART, PE],
  6: UPPER_PRIMARY,
  7: UPPER_PRIMARY,
};

export function subjectsOf(grade: number): readonly SubjectPlan[] {
  const plans = CURRICULUM[grade];
  if (!plans) throw new Error(`No curriculum for grade ${grade}`);
  return plans;
}

export const className = (grade: number): string => `Class ${grade}`;
