import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusAfterRemoval } from './focusAfterRemoval';

function List({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  const list = useRef<HTMLUListElement>(null);
  const remove = (id: string) => {
    if (list.current) focusAfterRemoval(list.current, id);
    // The live query answers a moment later.
    setTimeout(() => setRows((current) => current.filter((row) => row !== id)), 20);
  };
  return (
    <ul ref={list} tabIndex={-1} aria-label="Rows">
      {rows.map((id) => (
        <li key={id} data-row-id={id}>
          <button type="button" onClick={() => remove(id)}>
            Delete {id}
          </button>
        </li>
      ))}
    </ul>
  );
}

describe('focusAfterRemoval', () => {
  it('moves focus to the next row, then to the new last row, then to the list', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete b' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete c' })));
    fireEvent.click(screen.getByRole('button', { name: 'Delete c' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete a' })));
    fireEvent.click(screen.getByRole('button', { name: 'Delete a' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Rows' })));
  });
});
