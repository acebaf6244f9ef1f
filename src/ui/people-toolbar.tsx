import { memo } from 'react';
import { t } from '../i18n/i18n';
import { DownloadIcon, UploadIcon } from './screen-icons';
import { SearchBox } from './search-box';

interface PeopleToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** The CSV buttons, for areas that import and export. */
  csv?: CsvButtons;
}

interface CsvButtons {
  importOpen: boolean;
  onToggleImport: () => void;
  /** The list as it is filtered now, every page of it. */
  onExport: () => void;
  canExport: boolean;
}

/** Search box, with the CSV buttons of the screens that have them (Students, Teachers, Subjects). */
export const PeopleToolbar = memo(function PeopleToolbar({ csv, ...props }: PeopleToolbarProps) {
  return (
    <div className="people-toolbar">
      <SearchBox
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={props.onSearch}
      />
      {csv && (
        <div className="people-toolbar__buttons">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={csv.importOpen}
            onClick={csv.onToggleImport}
          >
            <UploadIcon />
            <span>{t('Import CSV')}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!csv.canExport}
            onClick={csv.onExport}
          >
            <DownloadIcon />
            <span>{t('Export CSV')}</span>
          </button>
        </div>
      )}
    </div>
  );
});
