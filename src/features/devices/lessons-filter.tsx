/** The device list's filter by lessons status, beside the search: both apply together. */
import { t } from '../../i18n/i18n';
import { SelectField } from '../../ui/select-field';
import { FLEET_FILTERS, fleetFilterLabel, isFleetFilter, type FleetFilter } from './fleet-status';

export function LessonsFilter({
  value,
  onChange,
}: {
  value: FleetFilter;
  onChange: (filter: FleetFilter) => void;
}) {
  return (
    <div className="devices-lessons-filter">
      <SelectField
        label={t('Lessons status')}
        name="lessons-filter"
        value={value}
        options={FLEET_FILTERS.map((filter) => ({ value: filter, label: fleetFilterLabel(filter) }))}
        onChange={(next) => isFleetFilter(next) && onChange(next)}
      />
    </div>
  );
}
