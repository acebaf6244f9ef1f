/** The monthly budget's warning: once a month, when the month's bytes reach 80 % of the budget. */

export const WARN_SHARE = 0.8;

export interface BudgetState {
  used: number;
  budget: number | null;
  month: string;
  warnedMonth: string | null;
}

export const budgetReached = ({ used, budget }: Pick<BudgetState, 'used' | 'budget'>): boolean =>
  budget !== null && budget > 0 && used >= budget * WARN_SHARE;

export const shouldWarn = (state: BudgetState): boolean => state.warnedMonth !== state.month && budgetReached(state);
