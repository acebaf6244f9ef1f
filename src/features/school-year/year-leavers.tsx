/** The pupils of the top grade who leave the school with the new year. */
import type { Leaver } from '../../domain/school-year/year-plan';
import { YEAR_TEXTS as T } from './school-year-texts';

export function YearLeavers({ leavers }: { leavers: readonly Leaver[] }) {
  return (
    <section className="year-section" aria-labelledby="year-leavers">
      <h2 id="year-leavers" className="year-section__title">
        {T.leaversHeading}
      </h2>
      {leavers.length === 0 ? (
        <p className="year-section__hint">{T.noLeavers}</p>
      ) : (
        <ul className="year-leavers">
          {leavers.map((leaver) => (
            <li key={leaver.student_id}>
              {leaver.roll_number} · {leaver.student_name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
