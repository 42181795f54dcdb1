import { useState } from 'react';
import type { CurrencyCode } from '../../domain/currencies';
import { Banner } from '../../ui/Banner';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { FormField } from '../../ui/FormField';
import { importTexts } from './importTexts';
import { mappingFits, mappingProblem, type CsvMapping } from './parse/csvMapping';
import { dateOrderLabels, dateOrders, type DateOrder } from './parse/importDates';
import { tableWidth } from './rememberedMappings';
import { SampleTable } from './SampleTable';
import { TableStartField } from './TableStartField';
import { StepHeading } from './StepHeading';
import { sampleRows, type CsvSample } from './workerMessages';

interface MappingStepProps {
  fileName: string;
  sample: CsvSample;
  /** Where the step starts: the remembered mapping when there is one, else the guess. */
  mapping: CsvMapping;
  /** The guess from the file, given when `mapping` is the one remembered from the last import of its header. */
  detected?: CsvMapping;
  error?: string;
  onContinue: (mapping: CsvMapping) => void;
  onCancel: () => void;
}

/**
 * Which column holds what in a bank's CSV, guessed first (or as the last import of the same header
 * had it) and editable, beside the file's first rows from where its table starts.
 */
export function MappingStep({
  fileName,
  sample,
  mapping: initial,
  detected,
  error,
  onContinue,
  onCancel,
}: MappingStepProps) {
  const [mapping, setMapping] = useState(initial);
  const [remembered, setRemembered] = useState(detected !== undefined);
  const [problem, setProblem] = useState<string | undefined>();
  const start = mapping.skipRows;
  const header = mapping.hasHeader ? sample.rows[start] : undefined;
  const width = tableWidth(sample, start);
  const names = Array.from({ length: width }, (_, i) => header?.[i]?.trim() || `Column ${i + 1}`);
  const shown = { ...sample, rows: sample.rows.slice(start, start + sampleRows), lines: sample.lines.slice(start) };
  const update = (patch: Partial<CsvMapping>) => setMapping((current) => ({ ...current, ...patch }));

  const columnSelect = (
    id: string,
    label: string,
    value: number | null,
    onChange: (v: number | null) => void,
    optional = false,
  ) => (
    <FormField htmlFor={id} label={label}>
      <select
        id={id}
        className="form-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{optional ? 'None' : 'Choose a column'}</option>
        {names.map((name, i) => (
          <option key={i} value={i}>
            {name}
          </option>
        ))}
      </select>
    </FormField>
  );

  function submit() {
    const missing = mappingFits(mapping, width) ? mappingProblem(mapping) : importTexts.mappingBeyondTable;
    setProblem(missing);
    if (!missing) onContinue(mapping);
  }

  return (
    <form
      className="import-step"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StepHeading>{importTexts.mappingHeading}</StepHeading>
      <p className="import-step__hint">
        {fileName}: {(sample.rowCount - start).toLocaleString('en-US')} rows, separated by “
        {sample.delimiter === '\t' ? 'tab' : sample.delimiter}”. {importTexts.mappingHint}
      </p>
      {remembered && detected && (
        <div className="import-remembered">
          <Banner variant="info">{importTexts.mappingRemembered}</Banner>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setMapping(detected);
              setRemembered(false);
            }}
          >
            {importTexts.mappingDetectAgain}
          </button>
        </div>
      )}
      {(problem ?? error) && <Banner variant="error">{problem ?? error}</Banner>}
      <TableStartField sample={sample} start={start} onChange={(skipRows) => update({ skipRows })} />
      <SampleTable sample={shown} names={names} />
      <label className="import-check">
        <input
          type="checkbox"
          checked={mapping.hasHeader}
          onChange={(event) => update({ hasHeader: event.target.checked })}
        />
        The first row holds the column names
      </label>
      <div className="import-grid">
        {columnSelect('map-date', 'Date', mapping.date, (date) => update({ date }))}
        <FormField htmlFor="map-date-order" label="Date order">
          <select
            id="map-date-order"
            className="form-input"
            value={mapping.dateOrder}
            onChange={(event) => update({ dateOrder: event.target.value as DateOrder })}
          >
            {dateOrders.map((order) => (
              <option key={order} value={order}>
                {dateOrderLabels[order]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField htmlFor="map-amount-kind" label="Amounts">
          <select
            id="map-amount-kind"
            className="form-input"
            value={mapping.amount.kind}
            onChange={(event) =>
              update({
                amount:
                  event.target.value === 'split'
                    ? { kind: 'split', debit: null, credit: null }
                    : { kind: 'single', column: null },
              })
            }
          >
            <option value="single">One column, money out negative</option>
            <option value="split">Money out and money in in two columns</option>
          </select>
        </FormField>
        {mapping.amount.kind === 'single'
          ? columnSelect('map-amount', 'Amount', mapping.amount.column, (column) =>
              update({ amount: { kind: 'single', column } }),
            )
          : (() => {
              const split = mapping.amount;
              return (
                <>
                  {columnSelect('map-debit', 'Money out', split.debit, (debit) =>
                    update({ amount: { ...split, debit } }),
                  )}
                  {columnSelect('map-credit', 'Money in', split.credit, (credit) =>
                    update({ amount: { ...split, credit } }),
                  )}
                </>
              );
            })()}
        <FormField htmlFor="map-decimal" label="Decimal mark">
          <select
            id="map-decimal"
            className="form-input"
            value={mapping.decimal}
            onChange={(event) => update({ decimal: event.target.value as CsvMapping['decimal'] })}
          >
            <option value=".">Point (1,234.56)</option>
            <option value=",">Comma (1.234,56)</option>
          </select>
        </FormField>
        {columnSelect(
          'map-description',
          'Description',
          mapping.description[0] ?? null,
          (first) =>
            update({ description: [first, mapping.description[1] ?? null].filter((i): i is number => i !== null) }),
          true,
        )}
        {columnSelect(
          'map-details',
          'More description (optional)',
          mapping.description[1] ?? null,
          (second) =>
            update({ description: [mapping.description[0] ?? null, second].filter((i): i is number => i !== null) }),
          true,
        )}
        {columnSelect('map-payee', 'Payee (optional)', mapping.payee, (payee) => update({ payee }), true)}
        {columnSelect(
          'map-category',
          'Category (optional)',
          mapping.category,
          (category) => update({ category }),
          true,
        )}
        {columnSelect(
          'map-currency',
          'Currency (optional)',
          mapping.currency,
          (currency) => update({ currency }),
          true,
        )}
        <CurrencyPicker
          id="map-default-currency"
          label="Currency when the row has none"
          value={mapping.defaultCurrency}
          onChange={(code) => update({ defaultCurrency: code as CurrencyCode })}
        />
      </div>
      <div className="import-step__buttons">
        <button type="submit" className="button button--primary">
          Continue
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Choose another file
        </button>
      </div>
    </form>
  );
}
