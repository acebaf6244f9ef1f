/** The Teachers screen's data: the school's teachers live from the mirror, searched and paged. */
import { useSchoolRecords } from '../../data/records/use-school-records';
import { sortTeachers, teacherSearchText } from './teacher-record';
import { TEACHERS_PAGE_SIZE } from './teachers-texts';

const RULES = { searchText: teacherSearchText, sort: sortTeachers, pageSize: TEACHERS_PAGE_SIZE };

export const useTeachersView = (schoolId: string) => useSchoolRecords('teachers', schoolId, RULES);
