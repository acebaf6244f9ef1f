/** Settings' mobile data section: Data saver, the monthly budget, and the data this tablet used. */
import { useId, useState } from 'react';
import { WARN_SHARE } from '../../../data/data-pack/budget-warning';
import {
  chooseBudget,
  chooseDataSaver,
  dataSaverOn,
  useDataPack,
} from '../../../data/data-pack/data-pack-store';
import { LARGE_FILE_BYTES } from '../../../data/data-pack/waiting-rule';
import { formatNumber } from '../../../i18n/format';
import { SettingSwitch } from '../setting-switch';
import { SettingsSection } from '../settings-section';
import { DATA_PACK_TEXTS as T } from './data-pack-texts';
import { DataUsageTable } from './data-usage-table';
import { formatBytes } from './format-bytes';
import { useMonthUsage } from './use-month-usage';

const MB = 1024 * 1024;

function BudgetField() {
  const id = useId();
  const budget = useDataPack((state) => state.budget);
  const [text, setText] = useState(budget === null ? '' : String(Math.round(budget / MB)));
  const save = (value: string) => {
    const mb = Number(value);
    chooseBudget(value.trim() === '' || !Number.isFinite(mb) || mb <= 0 ? null : Math.round(mb) * MB);
  };
  return (
    <div className="setting">
      <div className="setting__text">
        <label htmlFor={id} className="setting__label">
          {T.budget}
        </label>
        <p id={`${id}-hint`} className="setting__hint">
          {T.budgetHint(formatNumber(WARN_SHARE, { style: 'percent' }))}
        </p>
      </div>
      <input
        id={id}
        name="dataBudget"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="field__input setting__number"
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          save(event.target.value);
        }}
      />
    </div>
  );
}

export function DataPackSection() {
  const choice = useDataPack((state) => state.dataSaver);
  const months = useMonthUsage();
  return (
    <SettingsSection id="settings-data" title={T.title}>
      <SettingSwitch
        label={T.dataSaver}
        name="dataSaver"
        hint={T.dataSaverHint(formatBytes(LARGE_FILE_BYTES))}
        checked={dataSaverOn(choice)}
        onChange={chooseDataSaver}
      />
      <BudgetField />
      {months && <DataUsageTable current={months.current} previous={months.previous} />}
    </SettingsSection>
  );
}
