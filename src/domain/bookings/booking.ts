import type { Stamped } from '../records';
import type { BookingStatus } from './booking-schema';

/** An ad booking as the API answers it; `user` is the owner's id. */
export interface Booking extends Stamped {
  description: string;
  /** ISO date-times. */
  startDate: string;
  endDate: string;
  location: string;
  /** Whole rupees. */
  budget: number;
  status: BookingStatus;
  user: string;
  adType: string;
  mediaType: string;
  adContent: string | null;
}
