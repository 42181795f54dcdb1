import type { CsvSample } from './workerMessages';

/** The file's first rows as they are, so the person can see which column holds what. */
export function SampleTable({ sample, names }: { sample: CsvSample; names: string[] }) {
  return (
    <div className="import-sample" role="region" aria-label="First rows of the file" tabIndex={0}>
      <table className="import-sample__table">
        <caption className="visually-hidden">First rows of the file, as written</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {names.map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{sample.lines[r]}</th>
              {names.map((_, i) => (
                <td key={i}>{row[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
