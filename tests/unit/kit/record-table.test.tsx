/** The records table keeps its row elements when other records come (a search, a page turn). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordTable, type Column } from '../../../src/kit/record-table';

interface Pupil {
  _id: string;
  name: string;
}

const columns: Column<Pupil>[] = [{ header: 'Name', cell: (pupil) => pupil.name }];

function Table({ rows }: { rows: Pupil[] }) {
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      nameOf={(pupil) => pupil.name}
      marks={new Map()}
      onEdit={() => undefined}
      onDelete={() => undefined}
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
});
