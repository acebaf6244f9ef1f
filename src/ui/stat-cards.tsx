export interface StatCard {
  label: string;
  /** null while the data is not on the device yet: shown as '...'. */
  value: number | null;
}

/** A row of counters (Total Students, Active Students, …). */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    // The group names the counters; on the <dl> itself a role would hide its terms (axe: dlitem).
    <div role="group" aria-label={label}>
      <dl className="stat-cards">
        {cards.map((card) => (
          <div key={card.label} className="stat-cards__card">
            <dt className="stat-cards__label">{card.label}</dt>
            <dd className="stat-cards__value">
              {card.value === null ? '...' : card.value.toLocaleString('en-IN')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
