import { memo } from 'react';
import { formatNumber } from '../i18n/format';

export interface StatCard {
  label: string;
  /** null while the data is not on the device yet: shown as '...'. */
  value: number | null;
}

interface StatCardsProps {
  cards: readonly StatCard[];
  label: string;
}

// Pages pass a new array on every render (a search keystroke): the cards render again only when a figure changes.
const sameCards = (before: StatCardsProps, after: StatCardsProps) =>
  before.label === after.label &&
  before.cards.length === after.cards.length &&
  before.cards.every(
    (card, index) => card.label === after.cards[index]!.label && card.value === after.cards[index]!.value,
  );

/** A row of counters (Total Students, Active Students, …). */
export const StatCards = memo(function StatCards({ cards, label }: StatCardsProps) {
  return (
    // The group names the counters; on the <dl> itself a role would hide its terms (axe: dlitem).
    <div role="group" aria-label={label}>
      <dl className="stat-cards">
        {cards.map((card) => (
          <div key={card.label} className="stat-cards__card">
            <dt className="stat-cards__label">{card.label}</dt>
            <dd className="stat-cards__value">{card.value === null ? '...' : formatNumber(card.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}, sameCards);
