/** Test-only: what a list screen's table shows, as a person reads it. */
import { screen, within } from '@testing-library/react';

/** The body rows of the table on screen (waiting for it), each as its cells' text; a selection checkbox's cell has none and is left out. */
export async function tableRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .filter((cell) => !cell.classList.contains('record-table__select'))
        .map((cell) => cell.textContent),
    );
}
