import { useState, type ReactNode } from 'react';
import { AmountFilterInput } from './AmountFilterInput';
import { CategoryFilter } from './CategoryFilter';
import type { TransactionsSearch } from './transactionsSearch';
import { useDebouncedDraft } from './useDebouncedDraft';
import { useFilterChoices } from './useFilterChoices';
import { usePayeeOptions } from './usePayeeOptions';
import { TagFilter } from './TagFilter';
import { useTagOptions } from './useTagOptions';
import { SelectField } from '../../ui/SelectField';
import '../../ui/field-grid.css';
import './transactions.css';

type Patch = Partial<TransactionsSearch>;

/** A filter's choices: "all" (no filter) first, then each value as it is written. */
const anyOf = (allLabel: string, values: readonly string[]) => [
  { value: '', label: allLabel },
  ...values.map((value) => ({ value, label: value })),
];

const typeChoices = [
  { value: '', label: 'All types' },
  { value: 'deposit', label: 'Income' },
  { value: 'withdraw', label: 'Expense' },
  { value: 'transfer', label: 'Transfer' },
] as const;

interface TransactionSearchFiltersProps {
  search: TransactionsSearch;
  /** Applies a change of filters; the page starts again at 1. */
  onChange: (patch: Patch, options: { replace: boolean }) => void;
  /** The date filters, folded with the others. */
  dates: ReactNode;
  /** Said under the search whether the filters are folded or not (the date range). */
  footer?: ReactNode;
}

/** How many filters narrow the list besides the words: each kind counts once. */
export function activeFilterCount(search: TransactionsSearch): number {
  return [
    search.type !== undefined,
    (search.category?.length ?? 0) > 0,
    search.payee !== undefined,
    search.tag !== undefined,
    search.currency !== undefined,
    search.min !== undefined || search.max !== undefined,
    search.start_date !== undefined || search.end_date !== undefined,
  ].filter(Boolean).length;
}

/**
 * The search box, always in view, and the filters for type, categories, tags, payee, currency, amount and dates
 * folded behind "Filters", which says how many are on (issue 46, item 5: the list's first rows above
 * the fold). The fold opens by itself when the page opens with filters on. A choice is a new history
 * entry, so Back undoes it; the search text is one entry per search, its later edits replace it.
 */
export function TransactionSearchFilters({ search, onChange, dates, footer }: TransactionSearchFiltersProps) {
  const active = activeFilterCount(search);
  const [open, setOpen] = useState(active > 0);
  const { categories, currencies } = useFilterChoices();
  const payees = usePayeeOptions();
  const tags = useTagOptions();
  const payeeChoices = search.payee && !payees.includes(search.payee) ? [...payees, search.payee] : payees;
  const [text, setText, applyNow] = useDebouncedDraft(search.q ?? '', (next) =>
    onChange({ q: next.trim() ? next : undefined }, { replace: Boolean(search.q) && Boolean(next.trim()) }),
  );
  const choose = (patch: Patch) => onChange(patch, { replace: false });
  const currencyChoices =
    search.currency && !currencies.includes(search.currency) ? [...currencies, search.currency] : currencies;

  return (
    <section className="transaction-search card" aria-label="Search and filter">
      <form
        role="search"
        className="transaction-search__box"
        onSubmit={(event) => {
          event.preventDefault();
          applyNow();
        }}
      >
        <label className="form-label" htmlFor="transactions-search">
          Search
        </label>
        <input
          id="transactions-search"
          className="form-input"
          type="search"
          autoComplete="off"
          placeholder="Description, category, payee or tag"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <details className="transaction-search__more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="transaction-search__toggle">
          Filters{active > 0 && <span className="transaction-search__count"> ({active} on)</span>}
        </summary>
        <div className="transaction-search__fields">
          <div className="field-grid transaction-filters__fields">
            <SelectField
              id="transactions-type"
              label="Type"
              value={search.type ?? ''}
              choices={typeChoices}
              onChange={(type) => choose({ type: type || undefined })}
            />
            <SelectField
              id="transactions-currency"
              label="Currency"
              value={search.currency ?? ''}
              choices={anyOf('All currencies', currencyChoices)}
              onChange={(currency) =>
                choose({ currency: currency === '' ? undefined : (currency as typeof search.currency) })
              }
            />
            <SelectField
              id="transactions-payee"
              label="Payee"
              value={search.payee ?? ''}
              choices={anyOf('All payees', payeeChoices)}
              onChange={(payee) => choose({ payee: payee || undefined })}
            />
            <AmountFilterInput
              id="transactions-min"
              label="Amount from"
              value={search.min}
              onCommit={(min) => choose({ min })}
            />
            <AmountFilterInput
              id="transactions-max"
              label="Amount to"
              value={search.max}
              onCommit={(max) => choose({ max })}
            />
            <CategoryFilter
              choices={categories}
              selected={search.category ?? []}
              onChange={(selected) => choose({ category: selected.length > 0 ? selected : undefined })}
            />
            <TagFilter
              choices={tags}
              selected={search.tag ?? []}
              mode={search.tag_mode ?? 'any'}
              onChange={(selected, mode) =>
                choose({
                  tag: selected.length > 0 ? selected : undefined,
                  tag_mode: mode === 'all' ? 'all' : undefined,
                })
              }
            />
          </div>
          {dates}
        </div>
      </details>
      {footer}
    </section>
  );
}
