/** One `<option>` per value, each showing the value itself (a currency code, a day, a category). */
export function ValueOptions({ values }: { values: readonly (string | number)[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
