import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { currencyLabel, currencyName, matchCurrencies, readCurrencySymbols } from './currencyMatches';
import { useCurrencyOrder } from './currencyOrder';
import { fieldDescription, FormField } from './FormField';
import { personLocale } from './personLocale';
import './currency-picker.css';

interface CurrencyPickerProps {
  /** The combobox's id; its list, options and hint take ids derived from it. */
  id: string;
  label?: string;
  /** The chosen code; '' for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** What the empty field says while no currency is chosen. */
  placeholder?: string;
}

export const currencyPickerTexts = {
  search: 'Search Currency',
  searchHint: 'Search Currency: type a code, a name or a symbol, such as EUR, euro or €.',
  placeholder: 'Code, name or symbol',
  noCurrencies: 'No currencies found',
  matches: (count: number) => (count === 1 ? '1 currency matches' : `${count} currencies match`),
};

/**
 * The one currency control (issue 46, item 4): an ARIA 1.2 combobox whose text searches codes, names
 * in the person's language and symbols ("eu", "euro", "€"), offering the person's own currencies first
 * (the favorite, then the ones used lately on this device). As the spec's Change Currency has it, the
 * first match is chosen each time the search changes; "No currencies found" when none. Arrow keys,
 * Home and End move through the list, Enter or a click chooses, Escape closes and puts back the
 * currency the list was opened with. Leaving the field keeps the last currency chosen: half-typed text
 * is never the value. The list is drawn only while open, so a form opens without 160 options.
 */
export function CurrencyPicker({ id, label = 'Currency', value, onChange, error, placeholder }: CurrencyPickerProps) {
  const locale = personLocale();
  const order = useCurrencyOrder();
  /** What the person typed since the list opened; null while the field shows the chosen code. */
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const openedWith = useRef(value);
  // Counts the symbol readings done, so a search typed before its symbols were read runs again after.
  const [symbolsRead, setSymbolsRead] = useState(0);
  const matches = useMemo(
    () => (open ? matchCurrencies(text ?? '', locale, order()) : []),
    // symbolsRead: the same search finds more once the symbols are in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, text, locale, order, symbolsRead],
  );
  const listId = `${id}-listbox`;
  const optionId = (code: string) => `${id}-option-${code}`;
  const activeCode = open ? matches[active] : undefined;
  const description = fieldDescription(id, { error });
  const name = value && !open ? currencyName(value, locale) : '';
  const showsName = name !== '' && name !== value;

  useEffect(() => {
    // A search typed before the symbols were read ("€" at once) chooses its first match when they are.
    const first = matches[0];
    if (symbolsRead > 0 && text?.trim() && first !== undefined && !matches.includes(value)) onChange(first);
    // Only when the symbols come in: at any other change the search has chosen already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [symbolsRead]);

  useEffect(() => {
    if (activeCode === undefined) return;
    // jsdom has no layout, so no scrollIntoView.
    document.getElementById(`${id}-option-${activeCode}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeCode]);

  function openList() {
    if (open) return;
    openedWith.current = value;
    const all = matchCurrencies('', locale, order());
    setActive(Math.max(0, all.indexOf(value)));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setText(null);
  }

  function choose(code: string) {
    close();
    if (code !== value) onChange(code);
  }

  function search(typed: string) {
    if (!open) openedWith.current = value;
    setOpen(true);
    setText(typed);
    setActive(0);
    const first = typed.trim() === '' ? undefined : matchCurrencies(typed, locale, order())[0];
    if (first !== undefined && first !== value) onChange(first);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    const moves: Partial<Record<string, () => number>> = {
      ArrowDown: () => Math.min(active + 1, last),
      ArrowUp: () => Math.max(active - 1, 0),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && (open || event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (open) setActive(Math.max(0, move()));
      else openList();
    } else if (event.key === 'Enter' && open && !(event.ctrlKey || event.metaKey)) {
      // Chooses, rather than submitting the form under a list still open (Ctrl/Cmd+Enter still saves).
      event.preventDefault();
      if (activeCode !== undefined) choose(activeCode);
      else close();
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
      if (openedWith.current !== value) onChange(openedWith.current);
    }
  }

  return (
    <FormField htmlFor={id} label={label} error={error}>
      <div className="currency-picker">
        <input
          id={id}
          className="form-input currency-picker__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeCode === undefined ? undefined : optionId(activeCode)}
          aria-required="true"
          {...description}
          aria-describedby={[showsName ? `${id}-name` : '', `${id}-hint`, description['aria-describedby'] ?? '']
            .filter(Boolean)
            .join(' ')}
          placeholder={placeholder ?? currencyPickerTexts.placeholder}
          value={text ?? value}
          onChange={(event) => search(event.target.value)}
          onFocus={(event) => {
            event.target.select();
            readCurrencySymbols(locale, () => setSymbolsRead((count) => count + 1));
          }}
          onClick={() => (open ? close() : openList())}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {showsName && (
          <span id={`${id}-name`} className="currency-picker__name">
            {name}
          </span>
        )}
        <span id={`${id}-hint`} className="visually-hidden">
          {currencyPickerTexts.searchHint}
        </span>
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} choices`}
          className="currency-picker__list"
          hidden={!open || matches.length === 0}
        >
          {matches.map((code) => (
            <li
              key={code}
              id={optionId(code)}
              role="option"
              aria-selected={code === value}
              className={code === activeCode ? 'currency-picker__option is-active' : 'currency-picker__option'}
              // Keeps the focus in the field, so the list is not closed by its blur before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(code)}
            >
              {currencyLabel(code, locale)}
            </li>
          ))}
        </ul>
        {open && matches.length === 0 && <p className="currency-picker__empty">{currencyPickerTexts.noCurrencies}</p>}
        <p className="visually-hidden" aria-live="polite">
          {open && text !== null ? currencyPickerTexts.matches(matches.length) : ''}
        </p>
      </div>
    </FormField>
  );
}
