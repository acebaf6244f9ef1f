/** The users area as the kit takes it: its words; accounts are deactivated, never deleted from the list. */
import type { RecordsArea } from '../../kit/records-page';
import { nameOfUser, type UserRecord } from './user-record';
import { USER_ACTION_TEXTS, USER_WRITE_MESSAGES, USERS_TEXTS } from './users-texts';

export const USERS_AREA: RecordsArea<UserRecord> = {
  entity: 'users',
  texts: USERS_TEXTS,
  messages: USER_WRITE_MESSAGES,
  get statsLabel() {
    return USER_ACTION_TEXTS.counts;
  },
  nameOf: nameOfUser,
};
