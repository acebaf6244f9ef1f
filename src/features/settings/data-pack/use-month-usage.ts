/**
 * This month's and last month's data use on this tablet, live from the device's database. The month is
 * read with the counts, so a new month shows from the first bytes counted in it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db/app-db';
import { monthBefore, monthOf } from '../../../data/data-pack/traffic-days';
import { monthUsage, type KindUsage } from '../../../data/data-pack/traffic-store';

export interface MonthUsage {
  month: string;
  usage: KindUsage;
}

export function useMonthUsage(): { current: MonthUsage; previous: MonthUsage } | undefined {
  return useLiveQuery(async () => {
    const month = monthOf(Date.now());
    const before = monthBefore(month);
    return {
      current: { month, usage: await monthUsage(db, month) },
      previous: { month: before, usage: await monthUsage(db, before) },
    };
  }, []);
}
