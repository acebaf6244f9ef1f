/** A school's classes and subjects, and the programme's class and subject masters. */
import type { Stamped } from '../records';

/** A class of a school, as the server stores it. */
export interface SchoolClass extends Stamped {
  class_name: string;
  grade: number;
  section: string;
  school_id: string;
  class_teacher_id: string | null;
  schedule: string | null;
  subject_count: number;
  status: string;
}

/** A subject of a school. */
export interface Subject extends Stamped {
  name: string;
  code: string;
  department: string;
  grade: number;
  credits: number;
  status: string;
  school_id: string;
  class_id: string | null;
}

export interface MasterClass extends Stamped {
  class_name: string;
  grade: number;
}

/** A subject of the programme's master list, under its master class. */
export interface MasterSubject extends Stamped {
  subject_name: string;
  subject_master_class_id: string;
}
