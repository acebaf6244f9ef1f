import { formatNumber } from '../i18n/format';

export interface StatCard {
  label: string;
  /** null while the data is not on the device yet: shown as '...'. */
  value: number | null;
}

/** A row of counters (Total Students, Active Students, …). */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    <dl className="stat-cards" role="group" aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className="stat-cards__card">
          <dt className="stat-cards__label">{card.label}</dt>
          <dd className="stat-cards__value">{card.value === null ? '...' : formatNumber(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
