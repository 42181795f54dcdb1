import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currencyBox, offeredCurrencies, searchCurrency } from '../../tests/support/currencyPicker';
import { currencies } from '../domain/currencies';
import { CurrencyOrderContext } from './currencyOrder';
import { CurrencyPicker } from './CurrencyPicker';

/** The picker in a form of its own, its value kept as a form would, the person's own currencies given. */
function renderPicker(initial: string, own: readonly string[] = []) {
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <CurrencyOrderContext.Provider value={() => own}>
        <form>
          <CurrencyPicker
            id="currency"
            value={value}
            onChange={(code) => {
              changes.push(code);
              setValue(code);
            }}
          />
        </form>
      </CurrencyOrderContext.Provider>
    );
  }
  const { container } = render(<Form />);
  return { container, box: currencyBox(container), changes };
}

const key = (box: HTMLElement, name: string) => fireEvent.keyDown(box, { key: name });
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('CurrencyPicker', () => {
  it('is one combobox showing the chosen code and its name, its list not drawn until it opens', () => {
    const { container, box } = renderPicker('EUR');
    expect(box.value).toBe('EUR');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Euro')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toContain('currency-name');
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(container.querySelectorAll('select')).toHaveLength(0);
  });

  it("finds a currency by its name: 'euro' offers EUR — Euro and chooses it", () => {
    const { container, changes } = renderPicker('USD');
    const box = searchCurrency(container, 'euro');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['EUR — Euro']);
    expect(changes).toEqual(['EUR']);
  });

  it("finds a currency by its symbol: '€' is EUR, '$' is USD first, then the other dollars", async () => {
    const { container, changes } = renderPicker('GBP');
    searchCurrency(container, '€');
    // The symbols are read a few at a time from the focus on; the search runs again once they are in.
    // The choice follows the redrawn list in an effect of its own, so it is awaited too.
    await waitFor(() => {
      expect(offeredCurrencies(container)).toEqual(['EUR']);
      expect(changes).toEqual(['EUR']);
    });
    searchCurrency(container, '$');
    expect(offeredCurrencies(container).slice(0, 3)).toEqual(['USD', 'ARS', 'AUD']);
    expect(offeredCurrencies(container)).toContain('CAD');
  });

  it('finds by the start of the code and of the name’s words', () => {
    const { container } = renderPicker('USD');
    searchCurrency(container, 'us dol');
    expect(offeredCurrencies(container)).toEqual(['USD']);
    searchCurrency(container, 'eu');
    expect(offeredCurrencies(container)).toEqual(['EUR']);
  });

  it('offers the person’s own currencies first (favorite, then recently used), then the rest by code', () => {
    const { container, box } = renderPicker('USD', ['GBP', 'JPY']);
    key(box, 'ArrowDown');
    expect(offeredCurrencies(container).slice(0, 4)).toEqual(['GBP', 'JPY', 'AED', 'AFN']);
    expect(offeredCurrencies(container)).toHaveLength(currencies.length);
    // A search keeps them first among its matches: "p" finds the pound by name before PAB by code.
    searchCurrency(container, 'p');
    expect(offeredCurrencies(container).slice(0, 2)).toEqual(['GBP', 'PAB']);
  });

  it('is chosen by keyboard: arrows, Home and End move, Enter chooses and closes', () => {
    const { container, box, changes } = renderPicker('AED', ['EUR']);
    key(box, 'ArrowDown');
    // It opens on the chosen currency.
    expect(activeOption(box)).toBe('AED — United Arab Emirates Dirham');
    key(box, 'ArrowUp');
    expect(activeOption(box)).toBe('EUR — Euro');
    key(box, 'End');
    expect(offeredCurrencies(container).at(-1)).toBe('ZWL');
    expect(activeOption(box)).toContain('ZWL');
    key(box, 'Home');
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    expect(activeOption(box)).toContain('AFN');
    key(box, 'Enter');
    expect(changes).toEqual(['AFN']);
    expect(box.value).toBe('AFN');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('does not submit its form with Enter while its list is open', () => {
    const { container, box } = renderPicker('USD');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    searchCurrency(container, 'yen');
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(box.value).toBe('JPY');
  });

  it('is chosen by a click on an option', () => {
    const { container, box, changes } = renderPicker('USD');
    searchCurrency(container, 'pound');
    fireEvent.click(screen.getByRole('option', { name: 'GBP — British Pound' }));
    expect(changes.at(-1)).toBe('GBP');
    expect(box.value).toBe('GBP');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and puts back the currency it opened with, without closing a dialog around it', () => {
    const { container, box, changes } = renderPicker('USD');
    const closedDialog = vi.fn();
    document.addEventListener('keydown', closedDialog);
    searchCurrency(container, 'eu');
    expect(changes).toEqual(['EUR']);
    key(box, 'Escape');
    expect(changes).toEqual(['EUR', 'USD']);
    expect(box.value).toBe('USD');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(closedDialog).not.toHaveBeenCalled();
    // Closed, Escape is the dialog's again.
    key(box, 'Escape');
    expect(closedDialog).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', closedDialog);
  });

  it("says 'No currencies found' and keeps the last currency chosen, never the half-typed text", () => {
    const { container, box, changes } = renderPicker('USD');
    searchCurrency(container, 'eu');
    searchCurrency(container, 'euz');
    expect(screen.getByText('No currencies found')).toBeTruthy();
    expect(offeredCurrencies(container)).toEqual([]);
    fireEvent.blur(box);
    expect(changes).toEqual(['EUR']);
    expect(box.value).toBe('EUR');
    expect(screen.queryByText('No currencies found')).toBeNull();
  });
});
