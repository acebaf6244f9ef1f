import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { formatField } from '../../i18n/format-field';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge } from '../../ui/status-badge';
import { classNameOf, subjectNameOf, typeLabel, type ContentRecord, type Masters } from './content-record';

interface ContentTableProps {
  rows: readonly ContentRecord[];
  masters: Masters;
  marks: ReadonlyMap<string, OutboxStatus>;
  onOpen: (content: ContentRecord) => void;
  onEdit: (content: ContentRecord) => void;
  onDelete: (content: ContentRecord) => void;
  /** A click on a row's class (and subject) filters the list by it. */
  onClass: (classId: string) => void;
  onSubject: (classId: string, subjectId: string) => void;
}

export const contentTitle = (content: ContentRecord) => text(content.chapter_title);

function columns(props: ContentTableProps): Column<ContentRecord>[] {
  const { masters } = props;
  return [
    {
      header: t('Content'),
      cell: (content, mark) => (
        <div>
          <span className="people-table__name">{contentTitle(content)}</span>
          {content.chapter_subtitle && (
            <span className="people-table__line schools-table__muted">{content.chapter_subtitle}</span>
          )}
          <span className="people-table__line schools-table__muted">
            {content.content_type === 'vr' ? text(content.scene_id) : text(content.theme)}
          </span>
          <PendingBadge status={mark} />
        </div>
      ),
    },
    {
      header: t('Class & Subject'),
      cell: (content) => (
        <>
          <button
            type="button"
            className="button--link people-table__line"
            title={t("Show this class's content")}
            onClick={() => props.onClass(content.class)}
          >
            {classNameOf(masters, content.class)}
          </button>
          <button
            type="button"
            className="button--link people-table__line schools-table__muted"
            title={t("Show this subject's content")}
            onClick={() => props.onSubject(content.class, content.subject)}
          >
            {subjectNameOf(masters, content.subject)}
          </button>
        </>
      ),
    },
    {
      header: t('Type'),
      fold: 'labelled',
      cell: (content) => (
        <ToneBadge tone={content.content_type === 'vr' ? 'warning' : 'active'}>
          {typeLabel(content.content_type)}
        </ToneBadge>
      ),
    },
    {
      header: t('Chapter'),
      fold: 'plain',
      cell: (content) => t('Chapter {number}', { number: formatField(content.chapter_number) }),
    },
    { header: t('Chapter Title'), cell: contentTitle },
  ];
}

/** One page of contents; a row opens its content. */
export function ContentTable(props: ContentTableProps) {
  return (
    <RecordTable
      columns={columns(props)}
      rows={props.rows}
      nameOf={contentTitle}
      marks={props.marks}
      onView={props.onOpen}
      onOpen={props.onOpen}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
}
