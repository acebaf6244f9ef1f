/** A school's classes and subjects, and the programme's class and subject masters (spec §3). */
import type { Stamped } from '../records';

/** Spec §3 Class (server). */
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

/** Spec §3 Subject. */
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

/** Spec §3 Subject master. */
export interface MasterSubject extends Stamped {
  subject_name: string;
  subject_master_class_id: string;
}
