import { AmountFilterInput } from './AmountFilterInput';
import { CategoryFilter } from './CategoryFilter';
import type { TransactionsSearch } from './transactionsSearch';
import { useDebouncedDraft } from './useDebouncedDraft';
import { useFilterChoices } from './useFilterChoices';
import './transactions.css';
import { FormField } from '../../ui/FormField';

type Patch = Partial<TransactionsSearch>;

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
        <FormField htmlFor="transactions-type" label="Type">
          <select
            id="transactions-type"
            className="form-input"
            value={search.type ?? ''}
            onChange={(event) =>
              choose({ type: event.target.value === '' ? undefined : (event.target.value as 'deposit' | 'withdraw') })
            }
          >
            <option value="">All types</option>
            <option value="deposit">Income</option>
            <option value="withdraw">Expense</option>
          </select>
        </FormField>
        <FormField htmlFor="transactions-currency" label="Currency">
          <select
            id="transactions-currency"
            className="form-input"
            value={search.currency ?? ''}
            onChange={(event) =>
              choose({
                currency: event.target.value === '' ? undefined : (event.target.value as typeof search.currency),
              })
            }
          >
            <option value="">All currencies</option>
            {currencyChoices.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </FormField>
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
