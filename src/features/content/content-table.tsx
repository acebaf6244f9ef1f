import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { formatField } from '../../i18n/format-field';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge } from '../../ui/status-badge';
import {
  classNameOf,
  subjectNameOf,
  themeLabel,
  typeLabel,
  type ContentRecord,
  type Masters,
} from './content-record';

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
          <MediaOf content={content} />
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
    {
      header: t('Chapter Title'),
      cell: (content) => (
        <>
          <span className="people-table__line content-table__title">{contentTitle(content)}</span>
          {content.chapter_subtitle && (
            <span className="people-table__line schools-table__muted">{content.chapter_subtitle}</span>
          )}
        </>
      ),
    },
  ];
}

/**
 * What a lesson is made of, so the Content column tells lessons apart without repeating the Chapter
 * Title column: a VR chapter's scene, a video chapter's theme (and that its video is missing).
 */
function MediaOf({ content }: { content: ContentRecord }) {
  if (content.content_type === 'vr')
    return (
      <>
        <span className="people-table__name">{text(content.scene_name) || text(content.scene_id)}</span>
        <span className="people-table__line schools-table__muted">
          {t('Scene ID')}: {text(content.scene_id)}
        </span>
      </>
    );
  return (
    <>
      <span className="people-table__name">{themeLabel(content.theme) || t('Video')}</span>
      {!content.video_link && (
        <span className="people-table__line schools-table__muted">{t('No video yet')}</span>
      )}
    </>
  );
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
