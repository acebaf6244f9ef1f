/**
 * Under the header: once a month, when this tablet has used 80 % of its monthly data budget, a warning
 * that stays until the person acknowledges it.
 */
import { markWarned, useDataPack } from '../../../data/data-pack/data-pack-store';
import { shouldWarn } from '../../../data/data-pack/budget-warning';
import { usageTotal } from '../../../data/data-pack/traffic-store';
import { DATA_PACK_TEXTS as T } from './data-pack-texts';
import { formatBytes } from './format-bytes';
import { useMonthUsage } from './use-month-usage';

export function BudgetWarningBanner() {
  const { budget, warnedMonth } = useDataPack();
  const months = useMonthUsage();
  if (!months || budget === null) return null;
  const { month, usage } = months.current;
  const used = usageTotal(usage);
  if (!shouldWarn({ used, budget, month, warnedMonth })) return null;
  return (
    <div className="banner banner--warning" role="alert" data-testid="data-budget-warning">
      <span>{T.budgetWarning(formatBytes(used), formatBytes(budget))}</span>
      <button type="button" className="button button--secondary" onClick={() => markWarned(month)}>
        {T.dismiss}
      </button>
    </div>
  );
}
