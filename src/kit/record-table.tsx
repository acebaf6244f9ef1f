import { memo, useRef, type MouseEvent, type ReactNode } from 'react';
import type { OutboxStatus } from '../data/outbox/outbox-types';
import { t } from '../i18n/i18n';
import { EyeIcon } from '../ui/icons';
import { PencilIcon, TrashIcon } from '../ui/screen-icons';
import { useRevealCurrent } from './use-reveal-current';

export interface Column<T> {
  header: string;
  /** `mark`: the record's change not yet on the server, if any (the first column shows it). */
  cell: (row: T, mark: OutboxStatus | undefined) => ReactNode;
  className?: string;
  /**
   * A secondary column: in a table narrower than a tablet in landscape it hides, and its value shows
   * as a line of the first cell instead, after its header ('labelled': 'Grade: 5') or alone ('plain').
   */
  fold?: 'labelled' | 'plain';
}

interface RecordTableProps<T extends { _id: string }> {
  columns: readonly Column<T>[];
  /** The table's classes, when not the people lists' ('schools-table people-table'). */
  className?: string;
  rows: readonly T[];
  /** Names the record in the action buttons: 'Edit Asha Patil'. */
  nameOf: (row: T) => string;
  marks: ReadonlyMap<string, OutboxStatus>;
  onView?: (row: T) => void;
  /** A click anywhere on the row but its buttons and links (a VR device's row opens the device). */
  onOpen?: (row: T) => void;
  /** Absent where the screen's own Edit button is among its `actions` (the schools list). */
  onEdit?: (row: T) => void;
  /** The record just saved: its row marked with `aria-current`, scrolled to and its link focused. */
  currentId?: string | null;
  /** Absent where records are not deleted from the screen (accounts are deactivated instead). */
  onDelete?: (row: T) => void;
  /** The screen's own buttons after Edit (Deactivate, Send sign-in code). */
  actions?: (row: T) => ReactNode;
}

const classOf = <T,>(column: Column<T>) =>
  [column.className, column.fold && 'record-table__secondary'].filter(Boolean).join(' ') || undefined;

/** One page of an area's records: its declared columns, then View / Edit / the screen's own / Delete. */
export function RecordTable<T extends { _id: string }>(props: RecordTableProps<T>) {
  const { columns, rows, marks, className = 'schools-table people-table', ...perRow } = props;
  const wrap = useRef<HTMLDivElement>(null);
  useRevealCurrent(wrap, props.currentId ?? null);
  return (
    <div ref={wrap} className="schools-table-wrap">
      <table className={className}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={classOf(column)}>
                {column.header}
              </th>
            ))}
            <th scope="col">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, position) => (
            // Keyed by position: a page is a set of row slots. When a search or a page turn brings
            // other records, React rewrites the slots' texts instead of building new rows, which
            // takes a third off a search keystroke on a tablet. The cells hold no state of their own.
            <RecordRow key={position} row={row} mark={marks.get(row._id)} columns={columns} {...perRow} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RecordRowProps<T extends { _id: string }> extends Omit<
  RecordTableProps<T>,
  'rows' | 'marks' | 'className'
> {
  row: T;
  mark: OutboxStatus | undefined;
}

/**
 * One record's row. Drawn again only when its record, its mark or what the table declares changes: a
 * search keystroke that leaves a slot's record where it was leaves its row alone (the table's owner
 * keeps its columns and handlers the same from one render to the next for that).
 */
const RecordRow = memo(function RecordRow<T extends { _id: string }>(props: RecordRowProps<T>) {
  const { row, mark, columns, nameOf, onView, onOpen, onEdit, onDelete, actions } = props;
  const name = nameOf(row);
  const folded = columns.filter((column) => column.fold);
  const current = row._id === props.currentId;
  const open = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button, a, input')) onOpen?.(row);
  };
  const rowClass = [onOpen && 'people-table__row--opens', current && 'schools-table__row--saved'];
  return (
    <tr
      className={rowClass.filter(Boolean).join(' ') || undefined}
      aria-current={current ? true : undefined}
      onClick={onOpen && open}
    >
      {columns.map((column, index) => (
        <td key={column.header} className={classOf(column)}>
          {column.cell(row, mark)}
          {index === 0 && folded.length > 0 && <FoldedColumns columns={folded} row={row} />}
        </td>
      ))}
      <td>
        <div className="people-table__actions">
          {onView && (
            <ActionButton label={t('View {name}', { name })} title={t('View')} onClick={() => onView(row)}>
              <EyeIcon />
            </ActionButton>
          )}
          {onEdit && (
            <ActionButton label={t('Edit {name}', { name })} title={t('Edit')} onClick={() => onEdit(row)}>
              <PencilIcon />
            </ActionButton>
          )}
          {actions?.(row)}
          {onDelete && (
            <ActionButton
              label={t('Delete {name}', { name })}
              title={t('Delete')}
              className="people-table__delete"
              onClick={() => onDelete(row)}
            >
              <TrashIcon />
            </ActionButton>
          )}
        </div>
      </td>
    </tr>
  );
}) as <T extends { _id: string }>(props: RecordRowProps<T>) => ReactNode;

/** The secondary columns' values, shown in the first cell when their own columns are hidden. */
function FoldedColumns<T>({ columns, row }: { columns: readonly Column<T>[]; row: T }) {
  return (
    <span className="record-table__folded schools-table__muted">
      {columns.map((column) => (
        <span key={column.header} className="people-table__line">
          {column.fold === 'labelled' && `${column.header}: `}
          {column.cell(row, undefined)}
        </span>
      ))}
    </span>
  );
}

function ActionButton(props: {
  label: string;
  title: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button button--ghost button--icon${props.className ? ` ${props.className}` : ''}`}
      aria-label={props.label}
      title={props.title}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
