import { useId } from 'react';
import { t } from '../../i18n/i18n';
import { useDisclosure } from '../../ui/use-disclosure';
import type { StatusFilter } from './school-record';
import { SCHOOLS_LIST_TEXTS as T } from './schools-area';
import type { SchoolsListView } from './use-schools-list';
import '../../styles/badges.css';

const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive'];

/** Read when drawn, so the words are in the chosen language. */
const statusLabel = (value: StatusFilter) =>
  value === 'all' ? t('All Status') : value === 'active' ? t('Active') : t('Inactive');

const isStatusFilter = (value: string): value is StatusFilter =>
  STATUS_FILTERS.some((filter) => filter === value);

/** Search box, the 'Filters' toggle with its 'Active' badge, and the filters panel of the schools list. */
export function SchoolsFilters({ view }: { view: SchoolsListView }) {
  const { search, status } = view;
  const { open, panelId, buttonProps } = useDisclosure();
  const searchId = useId();
  const statusId = useId();
  const filtered = status !== 'all';

  return (
    <div className="schools-filters">
      <div className="schools-filters__bar">
        <label htmlFor={searchId} className="visually-hidden">
          {T.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          name="search"
          className="field__input schools-filters__search"
          placeholder={T.searchPlaceholder}
          autoComplete="off"
          value={search}
          onChange={(event) => view.setSearch(event.target.value)}
        />
        <button className="button button--secondary" {...buttonProps}>
          {t('Filters')}
        </button>
        {filtered && <span className="schools-badge schools-badge--filter">{t('Active')}</span>}
      </div>
      {open && (
        <div id={panelId} className="schools-filters__panel">
          <div className="field">
            <label htmlFor={statusId} className="field__label">
              {t('Status')}
            </label>
            <select
              id={statusId}
              name="status-filter"
              className="field__input"
              value={status}
              onChange={(event) => isStatusFilter(event.target.value) && view.setStatus(event.target.value)}
            >
              {STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {statusLabel(filter)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--ghost" onClick={view.clearAll}>
            {t('Clear All')}
          </button>
        </div>
      )}
    </div>
  );
}
