import type { CurrencyCode } from '../../domain/currencies';
import { currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import type { TransactionRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { MoneyText } from '../../ui/MoneyText';
import { formatNames, importTexts } from './importTexts';
import { describeProblem } from './parse/importRows';
import { ImportTargetField } from './ImportTargetField';
import { RuledRows } from './RuledRows';
import type { ImportTarget } from './importTarget';
import { StepHeading } from './StepHeading';
import { SuggestedRows } from './SuggestedRows';
import type { WizardState } from './useImportWizard';

type PreviewState = Extract<WizardState, { step: 'preview' }>;

interface PreviewStepProps {
  state: PreviewState;
  onTick: (ids: readonly string[], on: boolean) => void;
  /** The learned suggestions kept (true) or dropped for this import. */
  onSuggestions: (used: boolean) => void;
  /** The person typed another category over one row's suggestion. */
  onSuggestionChange: (id: string, category: string) => void;
  onCurrency: (currency: CurrencyCode) => void;
  onTarget: (target: ImportTarget) => void;
  onImport: () => void;
  onCancel: () => void;
}

const takesFileCurrency = (target: ImportTarget) =>
  target.kind === 'new' || currencyOfCurrencyAccount(target.account.id) !== undefined;

/** Lists are cut here: the counts above them stay whole. */
const shownAtMost = 200;

function Amount({ record }: { record: TransactionRecord }) {
  return (
    <MoneyText
      cents={record.amount_cents}
      currency={record.currency}
      sign={record.trans_status === 'withdraw' ? '-' : '+'}
    />
  );
}

/** What the import will do, before anything is written: added, skipped as duplicates, already there, unreadable. */
export function PreviewStep({
  state,
  onTick,
  onSuggestions,
  onSuggestionChange,
  onCurrency,
  onTarget,
  onImport,
  onCancel,
}: PreviewStepProps) {
  const { preview, problems, ticked } = state;
  const adding = preview.fresh.length + ticked.size;
  const duplicateIds = preview.duplicates.map((d) => d.record.id);
  const allTicked = duplicateIds.length > 0 && duplicateIds.every((id) => ticked.has(id));
  return (
    <div className="import-step">
      <StepHeading>{importTexts.previewHeading}</StepHeading>
      <p className="import-step__hint">
        {state.fileName} · {formatNames[state.format]}
      </p>
      <ImportTargetField
        choices={state.choices}
        target={state.target}
        source={state.source}
        newCurrency={state.newCurrency}
        onChange={onTarget}
      />
      {/* An account of the person's own gives its currency; a new one, or a currency's account, takes this one. */}
      {state.currency && takesFileCurrency(state.target) && (
        <CurrencyPicker
          id="import-currency"
          label="Currency of this file (QIF files do not say)"
          value={state.currency}
          onChange={(code) => onCurrency(code as CurrencyCode)}
        />
      )}
      <ul className="import-summary" aria-live="polite" aria-busy={state.rechecking}>
        <li data-testid="import-adding">{adding > 0 ? importTexts.willAdd(adding) : importTexts.nothingToAdd}</li>
        {state.intoNamed > 0 && <li data-testid="import-named">{importTexts.intoNamed(state.intoNamed)}</li>}
        {preview.duplicates.length > 0 && (
          <li data-testid="import-duplicates">{importTexts.duplicates(preview.duplicates.length)}</li>
        )}
        {preview.alreadyImported > 0 && (
          <li data-testid="import-already">{importTexts.alreadyImported(preview.alreadyImported)}</li>
        )}
        {problems.length > 0 && <li data-testid="import-unreadable">{importTexts.unreadable(problems.length)}</li>}
      </ul>
      {problems.length > 0 && (
        <ul className="import-problems" aria-label="Rows that cannot be read">
          {problems.slice(0, shownAtMost).map((problem) => (
            <li key={`${problem.line}-${problem.column}`}>{describeProblem(problem)}</li>
          ))}
          {problems.length > shownAtMost && <li>and {(problems.length - shownAtMost).toLocaleString('en-US')} more</li>}
        </ul>
      )}
      <RuledRows rows={state.ruled} shownAtMost={shownAtMost} />
      <SuggestedRows
        rows={state.suggested}
        used={state.useSuggested}
        onUse={onSuggestions}
        changed={state.changedSuggestions}
        onChange={onSuggestionChange}
        shownAtMost={shownAtMost}
      />
      {preview.duplicates.length > 0 && (
        <fieldset className="import-duplicates">
          <legend>Possible duplicates: tick those to import anyway</legend>
          <label className="import-check">
            <input
              type="checkbox"
              checked={allTicked}
              onChange={(event) => onTick(duplicateIds, event.target.checked)}
            />
            Tick all {preview.duplicates.length.toLocaleString('en-US')}
          </label>
          <ul className="import-duplicates__list">
            {preview.duplicates.slice(0, shownAtMost).map(({ record, existing }) => (
              <li key={record.id}>
                <label className="import-check">
                  <input
                    type="checkbox"
                    checked={ticked.has(record.id)}
                    onChange={(event) => onTick([record.id], event.target.checked)}
                  />
                  <span>
                    {record.date} · <Amount record={record} /> · {record.trans_details || 'no description'}{' '}
                    <span className="import-duplicates__like">
                      {importTexts.youHave(
                        existing.trans_details || existing.payee || 'no description',
                        existing.date !== record.date ? existing.date : undefined,
                      )}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {preview.duplicates.length > shownAtMost && (
            <p className="import-step__hint">
              and {(preview.duplicates.length - shownAtMost).toLocaleString('en-US')} more (“Tick all” includes them)
            </p>
          )}
        </fieldset>
      )}
      {state.error && <Banner variant="error">{state.error}</Banner>}
      <div className="import-step__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={adding === 0 || state.rechecking}
          onClick={onImport}
        >
          {importTexts.importButton(adding)}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Choose another file
        </button>
      </div>
    </div>
  );
}
