import { maxWishYear, minWishYear } from '../../domain/records';
import { numberChoice, SelectField } from '../../ui/SelectField';

const years = Array.from({ length: maxWishYear - minWishYear + 1 }, (_, i) => numberChoice(minWishYear + i));

interface YearFilterProps {
  year: number;
  onChange: (year: number) => void;
}

/** The year whose wishes are listed, 2000 to 2100 (spec section 9). */
export function YearFilter({ year, onChange }: YearFilterProps) {
  return (
    <section className="card wishlist-filter" aria-label="Filter by year">
      <SelectField id="wishlist-year" label="Year" value={year} choices={years} onChange={onChange} />
    </section>
  );
}
