import { DownloadIcon, UploadIcon } from './icons';
import { SearchBox } from './search-box';

interface PeopleToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  importOpen: boolean;
  onToggleImport: () => void;
  /** The list as it is filtered now, every page of it. */
  onExport: () => void;
  canExport: boolean;
}

/** Search box with the CSV buttons of the Students and Teachers screens. */
export function PeopleToolbar(props: PeopleToolbarProps) {
  return (
    <div className="people-toolbar">
      <SearchBox
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={props.onSearch}
      />
      <div className="people-toolbar__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={props.importOpen}
          onClick={props.onToggleImport}
        >
          <UploadIcon />
          <span>Import CSV</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!props.canExport}
          onClick={props.onExport}
        >
          <DownloadIcon />
          <span>Export CSV</span>
        </button>
      </div>
    </div>
  );
}
