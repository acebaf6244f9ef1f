/** Schools as each caller may see them: lists with paging and counts, one school, statistics. */
import type {
  School,
  SchoolDropdownItem,
  SchoolListAnswer,
  SchoolsOverview,
  SchoolStatistics,
  SchoolStatus,
} from '../../../src/domain/schools/school';
import { SCHOOL_API_MESSAGES as A } from '../../../src/domain/schools/school-messages';
import type { SchoolListQuery } from '../../../src/domain/schools/school-query-schema';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import type { CurrentUser } from '../../auth/access';
import { assertSchoolAccess, schoolScopeOf } from '../../auth/school-access';
import { paginationOf } from '../../kit/list-query';
import { findClasses } from '../classes';
import { tallyOf, tallySchools, tallyTotals } from './school-tally-repository';
import { toSchoolView, type SchoolRow } from './school-view';
import * as repo from './schools-repository';

/** Views with their live counts, in the rows' order. */
export async function viewsOf(db: Db, rows: SchoolRow[]): Promise<School[]> {
  const tallies = await tallySchools(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => toSchoolView(row, tallies.get(row._id)));
}

export async function viewOf(db: Db, row: SchoolRow): Promise<School> {
  const [view] = await viewsOf(db, [row]);
  return view!;
}

function filterOf(user: CurrentUser, query: Partial<SchoolListQuery>): repo.SchoolFilter {
  return {
    schoolId: schoolScopeOf(user),
    status: query.status,
    search: query.search ?? query.q,
    city: query.city,
    state: query.state,
    locality: query.locality,
    pincode: query.pincode,
    principal_name: query.principal_name,
  };
}

export async function listSchools(
  db: Db,
  user: CurrentUser,
  query: SchoolListQuery,
): Promise<SchoolListAnswer> {
  const filter = filterOf(user, query);
  const { total, rows } = await repo.findSchoolsPage(db, filter, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const data = rows.map(({ school, tally }) => toSchoolView(school, tally ? tallyOf(tally) : undefined));
  return {
    success: true,
    data,
    schools: data,
    pagination: paginationOf(query, total),
    filters: {
      status: filter.status ?? null,
      search: filter.search ?? null,
      city: filter.city ?? null,
      state: filter.state ?? null,
      locality: filter.locality ?? null,
      pincode: filter.pincode ?? null,
      principal_name: filter.principal_name ?? null,
    },
  };
}

export async function allSchools(db: Db, user: CurrentUser, status?: SchoolStatus): Promise<School[]> {
  return viewsOf(db, await repo.findSchools(db, filterOf(user, { status })));
}

export async function schoolDropdown(
  db: Db,
  user: CurrentUser,
  status?: SchoolStatus,
): Promise<SchoolDropdownItem[]> {
  const rows = await repo.findSchools(db, filterOf(user, { status }));
  return rows.map((row) => ({ _id: row._id, school_name: row.school_name, city: row.city }));
}

async function liveSchool(db: Db, user: CurrentUser, id: string): Promise<SchoolRow> {
  assertSchoolAccess(user, id);
  const row = await repo.schoolRows.find(db, id);
  if (!row) throw notFound(A.notFound);
  return row;
}

export async function getSchool(db: Db, user: CurrentUser, id: string): Promise<School> {
  return viewOf(db, await liveSchool(db, user, id));
}

export async function schoolsOverview(db: Db, user: CurrentUser): Promise<SchoolsOverview> {
  const scope = schoolScopeOf(user);
  const byStatus = await repo.countSchoolsByStatus(db, scope);
  const totals = await tallyTotals(db, scope);
  const active = byStatus.get('active') ?? 0;
  const inactive = byStatus.get('inactive') ?? 0;
  return {
    totalSchools: [...byStatus.values()].reduce((sum, count) => sum + count, 0),
    activeSchools: active,
    inactiveSchools: inactive,
    byStatus: { active, inactive },
    totalStudentsCount: totals.students,
    totalTeachersCount: totals.teachers,
    totalClassesCount: totals.classes,
    totalSubjectCount: totals.subjects,
  };
}

export async function schoolStatistics(db: Db, user: CurrentUser, id: string): Promise<SchoolStatistics> {
  const school = await getSchool(db, user, id);
  const classes = await findClasses(db, id);
  return {
    totalStudentsCount: school.totalStudentsCount,
    totalTeachersCount: school.totalTeachersCount,
    totalClassesCount: school.totalClassesCount,
    totalSubjectCount: school.totalSubjectCount,
    classes: classes.map((row) => ({
      _id: row._id,
      class_id: row._id,
      class_name: row.class_name,
      grade: row.grade,
      section: row.section,
    })),
  };
}
