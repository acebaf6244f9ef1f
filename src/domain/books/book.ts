import type { Stamped } from '../records';

/** A book of a school's library (spec §3 Book). */
export interface Book extends Stamped {
  title: string;
  author: string;
  subject: string;
  grade: number;
  isbn: string;
  copies: number;
  available: number;
  school_id: string;
}
