import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from '../../../src/ui/pagination';

describe('Pagination (5 visible page numbers with ellipses)', () => {
  it('shows every page when they fit, else first, a window, last and gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 17, 18, 19, 20]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'gap-after', 6]);
  });

  it('is hidden with one page', () => {
    const { container } = render(
      <Pagination page={1} pageSize={5} total={5} onPageChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("says 'Showing x to y of z results' and moves with Previous, Next and the numbers", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageSize={5} total={23} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 11 to 15 of 23 results')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [5]]);
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });

  it("the minimal variant shows 'Page N of M' without numbers", () => {
    render(<Pagination page={2} pageSize={10} total={35} onPageChange={() => undefined} variant="minimal" />);
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });
});
