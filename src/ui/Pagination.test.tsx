import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it.each([0, 1, 10])('is hidden for %i items of 10 per page', (totalCount) => {
    const { container } = render(<Pagination page={1} perPage={10} totalCount={totalCount} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the first and last page, two either side of the current one, gaps and the info line', () => {
    render(<Pagination page={6} perPage={10} totalCount={200} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 51 to 60 of 200 results')).toBeTruthy();
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Previous', '1', '4', '5', '6', '7', '8', '20', 'Next']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with Previous, Next and the page buttons, and disables Previous/Next at the ends', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} perPage={10} totalCount={25} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={3} perPage={10} totalCount={25} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Showing 21 to 25 of 25 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
