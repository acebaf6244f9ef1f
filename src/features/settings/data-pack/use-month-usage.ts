/** This month's and last month's data use on this tablet, live from the device's database. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db/app-db';
import { monthBefore, monthOf } from '../../../data/data-pack/traffic-days';
import { monthUsage, type KindUsage } from '../../../data/data-pack/traffic-store';

export interface MonthUsage {
  month: string;
  usage: KindUsage;
}

export function useMonthUsage(now = Date.now()): { current: MonthUsage; previous: MonthUsage } | undefined {
  const month = monthOf(now);
  return useLiveQuery(async () => {
    const before = monthBefore(month);
    return {
      current: { month, usage: await monthUsage(db, month) },
      previous: { month: before, usage: await monthUsage(db, before) },
    };
  }, [month]);
}
