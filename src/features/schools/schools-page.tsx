/** /schools, the schools list: every school of the device's mirror, searchable and editable offline. */
import { RecordTable } from '../../kit/record-table';
import { RecordsPage } from '../../kit/records-page';
import { SchoolForm } from './school-form';
import { loadFailedLine, SCHOOLS_AREA } from './schools-area';
import { EditSchoolButton, nameOfSchool, schoolColumns } from './schools-columns';
import { SchoolsFilters } from './schools-filters';
import { useSchoolsList } from './use-schools-list';
import '../../styles/schools.css';

const LAYOUT = { sectionClass: 'schools-page', emptyClass: 'schools-empty', loadFailedLine };

/** Its filters stand in for the search box; the school just saved is marked where it went. */
export function SchoolsPage() {
  const view = useSchoolsList();

  return (
    <RecordsPage
      area={SCHOOLS_AREA}
      view={view}
      layout={LAYOUT}
      toolbar={() => <SchoolsFilters view={view} />}
      form={(mode, close) => (
        <SchoolForm
          mode={mode}
          onSaved={(schoolId) => view.showSaved(schoolId, mode.kind === 'add' ? 'added' : 'updated')}
          onClose={close}
        />
      )}
      table={({ rows, marks, onEdit, saved }) => (
        <RecordTable
          className="schools-table schools-table--schools"
          columns={schoolColumns(saved)}
          rows={rows}
          nameOf={nameOfSchool}
          marks={marks}
          currentId={saved?.record._id}
          actions={(school) => <EditSchoolButton school={school} onEdit={() => onEdit(school)} />}
        />
      )}
    />
  );
}
