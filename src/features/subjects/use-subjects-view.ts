/** The Subjects screen's data: the school's subjects live from the mirror, searched and paged. */
import { useSchoolRecords } from '../../data/records/use-school-records';
import { sortSubjects, subjectSearchText } from './subject-record';
import { SUBJECTS_PAGE_SIZE } from './subjects-texts';

const RULES = { searchText: subjectSearchText, sort: sortSubjects, pageSize: SUBJECTS_PAGE_SIZE };

export const useSubjectsView = (schoolId: string) => useSchoolRecords('subjects', schoolId, RULES);
