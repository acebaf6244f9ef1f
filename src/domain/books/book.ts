import type { Stamped } from '../records';
import type { BookStatus } from './book-status';

/** A book of a school's library, as the API answers it. */
export interface Book extends Stamped {
  title: string;
  author: string;
  subject: string;
  grade: number;
  isbn: string;
  copies: number;
  available: number;
  /** From the counts (`bookStatus`); never stored. */
  status: BookStatus;
  school_id: string;
}
