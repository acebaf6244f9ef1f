/**
 * The content list's toolbar: the debounced search, Refresh, the
 * collapsible Class / Subject / Content Type filters, and the filters in force as chips with Clear All.
 */
import { t } from '../../i18n/i18n';
import { SearchBox } from '../../ui/search-box';
import { useDisclosure } from '../../ui/use-disclosure';
import { SelectField } from '../../ui/select-field';
import type { TypeFilter } from './content-list';
import { classNameOf, classOptions, subjectNameOf, subjectOptions, typeLabel } from './content-record';
import { CONTENT_LIST_TEXTS as L, CONTENT_TEXTS as T } from './content-texts';
import type { ContentListView } from './use-content-list';

const typeOptions = () => [
  { value: 'all', label: L.allTypes },
  { value: 'video', label: typeLabel('video') },
  { value: 'vr', label: typeLabel('vr') },
];

const TYPE_FILTERS: readonly string[] = ['all', 'video', 'vr'] satisfies TypeFilter[];
const isTypeFilter = (value: string): value is TypeFilter => TYPE_FILTERS.includes(value);

interface Chip {
  label: string;
  onRemove: () => void;
}

function chipsOf(view: ContentListView): Chip[] {
  const { filters, masters } = view;
  const chips: Chip[] = [];
  if (view.search.trim())
    chips.push({ label: t('Search: {search}', { search: view.search.trim() }), onRemove: view.clearSearch });
  if (filters.classId)
    chips.push({
      label: t('Class: {name}', { name: classNameOf(masters, filters.classId) }),
      onRemove: () => view.filterClass(''),
    });
  if (filters.subjectId)
    chips.push({
      label: t('Subject: {name}', { name: subjectNameOf(masters, filters.subjectId) }),
      onRemove: () => view.filterSubject(''),
    });
  if (filters.type !== 'all')
    chips.push({
      label: t('Type: {type}', { type: typeLabel(filters.type) }),
      onRemove: () => view.setType('all'),
    });
  return chips;
}

export function ContentFilters({ view, onRefresh }: { view: ContentListView; onRefresh: () => void }) {
  const { open, panelId, buttonProps } = useDisclosure();
  const { filters, masters } = view;
  const chips = chipsOf(view);

  return (
    <div className="schools-filters content-filters">
      <div className="schools-filters__bar">
        <SearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={view.search}
          onChange={view.setSearch}
        />
        <button className="button button--secondary" {...buttonProps}>
          {L.filters}
        </button>
        <button type="button" className="button button--secondary" onClick={onRefresh}>
          {L.refresh}
        </button>
      </div>
      {open && (
        <div id={panelId} className="schools-filters__panel" role="group" aria-label={t('Content filters')}>
          <SelectField
            label={t('Class')}
            name="class-filter"
            value={filters.classId}
            options={classOptions(masters)}
            placeholder={L.allClasses}
            unknownLabel={(id) => classNameOf(masters, id)}
            onChange={(id) => view.filterClass(id)}
          />
          <SelectField
            label={t('Subject')}
            name="subject-filter"
            value={filters.subjectId}
            options={subjectOptions(masters, filters.classId)}
            placeholder={L.allSubjects}
            disabled={!filters.classId}
            unknownLabel={(id) => subjectNameOf(masters, id)}
            onChange={view.filterSubject}
          />
          <SelectField
            label={t('Content Type')}
            name="type-filter"
            value={filters.type}
            options={typeOptions()}
            onChange={(value) => isTypeFilter(value) && view.setType(value)}
          />
        </div>
      )}
      {chips.length > 0 && (
        <ul className="content-chips" aria-label={t('Filters in use')}>
          {chips.map((chip) => (
            <li key={chip.label} className="content-chips__chip">
              <span>{chip.label}</span>
              <button
                type="button"
                className="content-chips__remove"
                aria-label={t('Remove filter {filter}', { filter: chip.label })}
                onClick={chip.onRemove}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="button button--ghost" onClick={view.clearAll}>
              {L.clearAll}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
