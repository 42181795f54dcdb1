import { AmountFilterInput } from './AmountFilterInput';
import { CategoryFilter } from './CategoryFilter';
import type { TransactionsSearch } from './transactionsSearch';
import { useDebouncedDraft } from './useDebouncedDraft';
import { useFilterChoices } from './useFilterChoices';
import { SelectField } from '../../ui/SelectField';
import './transactions.css';

type Patch = Partial<TransactionsSearch>;

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
}

/**
 * The search box and the filters for type, categories, currency and amount. A choice is a new
 * history entry, so Back undoes it; the search text is one entry per search, its later edits replace it.
 */
export function TransactionSearchFilters({ search, onChange }: TransactionSearchFiltersProps) {
  const { categories, currencies } = useFilterChoices();
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
          placeholder="Description or category"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className="transaction-filters__fields">
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
          choices={[
            { value: '', label: 'All currencies' },
            ...currencyChoices.map((code) => ({ value: code, label: code })),
          ]}
          onChange={(currency) =>
            choose({ currency: currency === '' ? undefined : (currency as typeof search.currency) })
          }
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
      </div>
    </section>
  );
}
