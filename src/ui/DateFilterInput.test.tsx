import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '../domain/dates';
import { DateFilterInput } from './DateFilterInput';

/** The field wired as a page wires it: what it commits comes back as its value (the URL's round trip). */
function Filter({ onCommit, initial }: { onCommit: (date: IsoDate | undefined) => void; initial?: IsoDate }) {
  const [value, setValue] = useState<IsoDate | undefined>(initial);
  return (
    <>
      <label htmlFor="from">From</label>
      <DateFilterInput
        id="from"
        value={value}
        onCommit={(date) => {
          onCommit(date);
          setValue(date);
        }}
      />
      <button type="button" onClick={() => setValue('2025-05-05' as IsoDate)}>
        Back
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('From') as HTMLInputElement;

describe('DateFilterInput', () => {
  it('keeps a year being typed and applies the date only once its year has four digits', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} />);
    // What Chromium reports for each digit of the year typed after 10/01.
    for (const partial of ['0002-10-01', '0020-10-01', '0202-10-01']) {
      fireEvent.change(field(), { target: { value: partial } });
      expect(field().value).toBe(partial);
    }
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '2026-10-01' } });
    expect(onCommit.mock.calls).toEqual([['2026-10-01']]);
    expect(field().value).toBe('2026-10-01');
  });

  it('applies a short year when the person leaves the field or presses Enter', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} />);
    fireEvent.change(field(), { target: { value: '0999-01-02' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onCommit.mock.calls).toEqual([['0999-01-02']]);
    fireEvent.change(field(), { target: { value: '0998-01-02' } });
    fireEvent.blur(field());
    expect(onCommit.mock.calls.at(-1)).toEqual(['0998-01-02']);
  });

  it('clears the filter when the field is emptied, and shows a date set from outside', () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} initial={'2026-03-01' as IsoDate} />);
    expect(field().value).toBe('2026-03-01');
    fireEvent.change(field(), { target: { value: '' } });
    expect(onCommit.mock.calls).toEqual([[undefined]]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field().value).toBe('2025-05-05');
  });
});
