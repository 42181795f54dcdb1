import { maxWishYear, minWishYear } from '../../domain/records';
import { FormField } from '../../ui/FormField';

const years = Array.from({ length: maxWishYear - minWishYear + 1 }, (_, i) => minWishYear + i);

interface YearFilterProps {
  year: number;
  onChange: (year: number) => void;
}

/** The year whose wishes are listed, 2000 to 2100 (spec section 9). */
export function YearFilter({ year, onChange }: YearFilterProps) {
  return (
    <section className="card wishlist-filter" aria-label="Filter by year">
      <FormField htmlFor="wishlist-year" label="Year">
        <select
          id="wishlist-year"
          className="form-input"
          value={year}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
    </section>
  );
}
