/**
 * This tablet's data-pack choices, kept on the device (the pack is the tablet's, not the person's): Data
 * saver (unset: on when the browser asks to save data), the monthly budget, and the month whose budget
 * warning was already shown.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface DataPackChoices {
  /** null: follow the browser's "save data" wish. */
  dataSaver: boolean | null;
  /** The monthly budget in bytes, or null for none. */
  budget: number | null;
  /** The month (`2026-11`) whose 80 % warning was shown. */
  warnedMonth: string | null;
}

export const useDataPack = create<DataPackChoices>()(
  persist((): DataPackChoices => ({ dataSaver: null, budget: null, warnedMonth: null }), {
    name: 'shala.data-pack',
    storage: createJSONStorage(() => localStorage),
  }),
);

/** What the browser says of the connection (Network Information API; Chromium only). */
export interface ConnectionInfo {
  saveData?: boolean;
  type?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

export const connection = (): ConnectionInfo | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** Data saver as it applies: the choice made here, else the browser's "save data" wish. */
export const dataSaverOn = (choice: boolean | null = useDataPack.getState().dataSaver): boolean =>
  choice ?? connection()?.saveData === true;

export const chooseDataSaver = (on: boolean) => useDataPack.setState({ dataSaver: on });

export const chooseBudget = (budget: number | null) => useDataPack.setState({ budget });

export const markWarned = (month: string) => useDataPack.setState({ warnedMonth: month });
