import { startTransition, useEffect, useState } from 'react';
import { searchCurrencies } from '../domain/currencies';
import { fieldDescription, FormField } from './FormField';

interface CurrencyPickerProps {
  /** The select's id; the search box and its count take ids derived from it. */
  id: string;
  /** The chosen code; '' for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

export const currencyPickerTexts = {
  search: 'Search Currency',
  searchHint: 'Type part of a code, such as EU or DOL.',
  noCurrencies: 'No currencies found',
  select: 'Select a currency',
  matches: (count: number) => (count === 1 ? '1 currency matches' : `${count} currencies match`),
};

/**
 * A currency chosen from a searchable list (spec, Change Currency): the search filters the select,
 * whose first match is chosen each time the search changes; the count of matches is announced.
 * Shared by Profile and the add/edit transaction form.
 */
export function CurrencyPicker({ id, value, onChange, error }: CurrencyPickerProps) {
  const [search, setSearch] = useState('');
  const matches = searchCurrencies(search);
  const listed = useWholeListAfterOpening(matches, value);
  const searchId = `${id}-search`;
  const countId = `${id}-count`;

  function changeSearch(text: string) {
    setSearch(text);
    onChange(searchCurrencies(text)[0] ?? '');
  }

  return (
    <>
      <FormField htmlFor={searchId} label={currencyPickerTexts.search} hint={currencyPickerTexts.searchHint}>
        <input
          id={searchId}
          className="form-input"
          type="search"
          autoComplete="off"
          aria-describedby={`${searchId}-hint ${countId}`}
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
      </FormField>
      <p id={countId} className="visually-hidden" aria-live="polite">
        {currencyPickerTexts.matches(matches.length)}
      </p>
      <FormField htmlFor={id} label="Currency" error={error}>
        <select
          id={id}
          className="form-input"
          aria-required="true"
          {...fieldDescription(id, { error })}
          disabled={matches.length === 0}
          value={matches.length === 0 ? '' : value}
          onChange={(event) => onChange(event.target.value)}
        >
          {matches.length === 0 ? (
            <option value="">{currencyPickerTexts.noCurrencies}</option>
          ) : (
            <>
              {!(matches as readonly string[]).includes(value) && (
                <option value="">{currencyPickerTexts.select}</option>
              )}
              {listed.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </>
          )}
        </select>
      </FormField>
    </>
  );
}

/**
 * The select's options: at first only the chosen currency, then, in a render of its own that React
 * may interrupt, every match. The select looks the same either way, and the form that opens with it
 * (the add-transaction modal) is drawn without 160 options' elements, styles and text in the click
 * that opened it: about half of the modal's style and layout, and much of its render (issue 15,
 * section 2: no task over 50 ms during a first sync, this click included).
 */
function useWholeListAfterOpening(matches: readonly string[], value: string): readonly string[] {
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  return whole ? matches : matches.filter((code) => code === value);
}
