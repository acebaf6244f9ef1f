import { subjects } from '../../db/schema';
import { syncedRepository } from '../../kit/synced-repository';

export const subjectRows = syncedRepository(subjects);
