/**
 * The records table keeps its row elements when other records come (a search, a page turn), and does
 * not draw again a row whose record stays.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordTable, type Column } from '../../../src/kit/record-table';

interface Pupil {
  _id: string;
  name: string;
}

const columns: Column<Pupil>[] = [{ header: 'Name', cell: (pupil) => pupil.name }];

const nameOf = (pupil: Pupil) => pupil.name;
const nothing = () => undefined;

function Table({ rows, cells = columns }: { rows: Pupil[]; cells?: Column<Pupil>[] }) {
  return (
    <RecordTable
      columns={cells}
      rows={rows}
      nameOf={nameOf}
      marks={new Map()}
      onEdit={nothing}
      onDelete={nothing}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('the records table', () => {
  it('rewrites its rows in place when a search brings other records, names and buttons included', () => {
    const { rerender } = render(
      <Table
        rows={[
          { _id: 'a', name: 'Asha Patil' },
          { _id: 'b', name: 'Ravi More' },
        ]}
      />,
    );
    const before = bodyRows();

    rerender(<Table rows={[{ _id: 'c', name: 'Meera Kulkarni' }]} />);

    const after = bodyRows();
    expect(after).toHaveLength(1);
    expect(after[0]).toBe(before[0]);
    expect(after[0]!.textContent).toContain('Meera Kulkarni');
    expect(within(after[0]!).getByRole('button', { name: 'Edit Meera Kulkarni' })).toBeTruthy();
    expect(within(after[0]!).getByRole('button', { name: 'Delete Meera Kulkarni' })).toBeTruthy();
  });

  it('draws a row again only when its record changes: a keystroke keeping the first records leaves them', () => {
    const cell = vi.fn((pupil: Pupil) => pupil.name);
    const counted: Column<Pupil>[] = [{ header: 'Name', cell }];
    const asha = { _id: 'a', name: 'Asha Patil' };
    const { rerender } = render(<Table cells={counted} rows={[asha, { _id: 'b', name: 'Ravi More' }]} />);
    cell.mockClear();

    rerender(<Table cells={counted} rows={[asha, { _id: 'c', name: 'Meera Kulkarni' }]} />);

    expect(cell.mock.calls.map(([pupil]) => pupil.name)).toEqual(['Meera Kulkarni']);
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Asha Patil'),
      expect.stringContaining('Meera Kulkarni'),
    ]);
  });
});
