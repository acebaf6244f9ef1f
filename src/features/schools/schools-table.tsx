import { useEffect, useRef } from 'react';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { t } from '../../i18n/i18n';
import type { SchoolRecord } from './school-record';
import { SchoolRow } from './school-row';
import type { SavedSchool } from './use-schools-list';

interface SchoolsTableProps {
  schools: readonly SchoolRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (school: SchoolRecord) => void;
  /** The school just added or edited: marked, scrolled to and focused; on top when on another page. */
  saved?: SavedSchool | null;
}

/** The schools of one page of the schools list. */
export function SchoolsTable({ schools, marks, onEdit, saved = null }: SchoolsTableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const revealed = useRef<string | null>(null);
  const savedId = saved?.school._id ?? null;

  // Once per save, as soon as the row is on screen (the mirror may deliver it a moment later).
  useEffect(() => {
    if (!savedId) revealed.current = null;
    const link = wrap.current?.querySelector<HTMLAnchorElement>('tr[aria-current] a');
    if (!savedId || revealed.current === savedId || !link) return;
    revealed.current = savedId;
    link.scrollIntoView?.({ block: 'center' });
    link.focus({ preventScroll: true });
  });

  const row = (school: SchoolRecord) => (
    <SchoolRow
      key={school._id}
      school={school}
      pending={marks.get(school._id)}
      onEdit={onEdit}
      savedNote={school._id === savedId ? saved?.note : undefined}
    />
  );

  return (
    <div ref={wrap} className="schools-table-wrap">
      <table className="schools-table schools-table--schools">
        <thead>
          <tr>
            <th scope="col">{t('School Details')}</th>
            <th scope="col">{t('Contact Information')}</th>
            <th scope="col">{t('Principal Details')}</th>
            <th scope="col" className="schools-table__stats">
              {t('Statistics')}
            </th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {saved?.pinned && row(saved.school)}
          {schools.map(row)}
        </tbody>
      </table>
    </div>
  );
}
