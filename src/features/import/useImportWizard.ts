import { useEffect, useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { importTransactions } from '../../db/commands/imports';
import { previewImport, type ImportPreview } from '../../db/queries/importPreview';
import type { CurrencyCode } from '../../domain/currencies';
import { todayIn } from '../../domain/dates';
import type { TransactionRecord } from '../../domain/records';
import type { AccountSummary } from '../accounts/ledgerSource';
import { categoryModelOf } from '../../db/learnedCategories';
import { listRules } from '../../db/queries/rules';
import { prepareRules } from '../../domain/ruleMatch';
import { recordsOf } from './importRecords';
import { applyImportRules, type RuledRow } from './importRules';
import { suggestImportCategories, withSuggestions, type SuggestedRow } from './importSuggestions';
import { importTexts } from './importTexts';
import { ImportWorker } from './importWorker';
import type { CsvMapping } from './parse/csvMapping';
import { csvHeaderSignature, csvSource, type FileSource } from './parse/fileSource';
import type { FileFormat, ParsedFile, RowProblem } from './parse/importRows';
import { importAccountOf, newAccountCurrency, type ImportTarget } from './importTarget';
import {
  accountsToImportInto,
  addAccountFromFile,
  defaultImportTarget,
  importAccountOfSummary,
  rememberImportTarget,
} from './targetAccounts';
import { findRememberedMapping, rememberMapping } from './rememberedMappings';
import type { CsvSample } from './workerMessages';

interface FileInfo {
  fileName: string;
  batch: string;
  source: FileSource;
}

export type WizardState =
  | { step: 'choose'; error?: string; again?: boolean }
  | { step: 'reading'; fileName: string }
  | ({
      step: 'mapping';
      sample: CsvSample;
      mapping: CsvMapping;
      /** The guess from the file, when `mapping` is the one the last import of its header used. */
      detected?: CsvMapping;
      error?: string;
    } & FileInfo)
  | { step: 'checking'; fileName: string }
  | ({
      step: 'preview';
      format: FileFormat;
      problems: RowProblem[];
      preview: ImportPreview;
      /** Ids of the duplicates ticked to be imported anyway. */
      ticked: ReadonlySet<string>;
      /** QIF carries no currency: the one its rows get, editable here. */
      currency?: CurrencyCode;
      /** The open accounts the file may go into. */
      choices: readonly AccountSummary[];
      target: ImportTarget;
      /** A new account's currency, were one made from the file. */
      newCurrency: CurrencyCode;
      /** How many rows go into another account than `target`, the one this app's export named for them. */
      intoNamed: number;
      /** The rows to import that the person's rules changed (issue 48, item 1), in file order. */
      ruled: RuledRow[];
      /** The rows to import that the learned model pre-filled (issue 48, item 2), in file order. */
      suggested: SuggestedRow[];
      /** Whether the suggested categories are imported (the person may turn them off). */
      useSuggested: boolean;
      /** The categories the person typed over suggested ones, by row id. */
      changedSuggestions: ReadonlyMap<string, string>;
      /** Why the import could not start (a new account refused). */
      error?: string;
      /** The rows are being placed and checked again after a change: nothing may be imported meanwhile. */
      rechecking?: boolean;
    } & FileInfo)
  | ({ step: 'importing'; done: number; total: number } & FileInfo)
  | ({ step: 'done'; added: number; error?: string } & FileInfo);

const reason = (caught: unknown) => (caught instanceof Error && caught.message ? caught.message : 'unknown error');

/** The import's steps: choose -> mapping (bank CSV only) -> preview -> importing -> done. */
export function useImportWizard(defaultCurrency: CurrencyCode) {
  const db = useDatabase();
  const [state, setState] = useState<WizardState>({ step: 'choose' });
  const worker = useRef<ImportWorker | null>(null);
  const parsedRef = useRef<ParsedFile | null>(null);
  /** The mapping a bank's CSV was read with, and its header's signature: remembered once it is imported. */
  const csvMappingRef = useRef<{ signature: string; mapping: CsvMapping } | null>(null);
  useEffect(
    () => () => {
      worker.current?.close();
      worker.current = null;
    },
    [],
  );
  const workerOf = () => (worker.current ??= new ImportWorker());

  /**
   * The preview of the file in `target` (by default the account remembered for the file's signature):
   * the rows placed in the account, then checked against that account's transactions alone.
   */
  async function toPreview(
    info: FileInfo,
    parsed: ParsedFile,
    { currency, target, again = false }: { currency?: CurrencyCode; target?: ImportTarget; again?: boolean } = {},
  ) {
    parsedRef.current = parsed;
    // A change made in the preview (its account, QIF's currency) keeps the preview on screen, so the
    // field the person is in keeps the focus while the rows are checked again.
    if (!again) setState({ step: 'checking', fileName: info.fileName });
    const rows = currency ? parsed.rows.map((row) => (row.currencyAssumed ? { ...row, currency } : row)) : parsed.rows;
    const newCurrency = newAccountCurrency(info.source, rows, defaultCurrency);
    const choices = await accountsToImportInto(db, newCurrency);
    const stillOffered = target?.kind === 'new' || choices.some(({ account }) => account.id === target?.account.id);
    const into = target && stillOffered ? target : defaultImportTarget(db, info.source, choices);
    // This app's own export says each row's account: the rows go back into the accounts of those names.
    const named = choices.map(importAccountOfSummary);
    const placed = recordsOf(info.batch, rows, importAccountOf(into, newCurrency), new Date(), named);
    // A device whose rules cannot be read imports the rows as the file gives them.
    const rules = prepareRules(await listRules(db).catch(() => []));
    const ruledRows = applyImportRules(rules, placed.records);
    // Where no rule and no file gave a category, the person's own history may: a device whose model
    // cannot be built imports the rows without it.
    const model = await categoryModelOf(db).catch(() => undefined);
    const { records, suggested } = await suggestImportCategories(model, ruledRows.records);
    const preview = await previewImport(db, info.batch, records);
    const toImport = new Set([...preview.fresh, ...preview.duplicates.map((d) => d.record)].map((r) => r.id));
    setState((now) => ({
      step: 'preview',
      ...info,
      format: parsed.format,
      problems: [...parsed.problems, ...placed.problems].sort((a, b) => a.line - b.line),
      preview,
      ticked: new Set(),
      choices,
      // A new account's name typed while the rows were checked again stays.
      target: into.kind === 'new' && now.step === 'preview' && now.target.kind === 'new' ? now.target : into,
      intoNamed: placed.intoNamed,
      ruled: ruledRows.ruled.filter((row) => toImport.has(row.record.id)),
      suggested: suggested.filter((row) => toImport.has(row.record.id)),
      useSuggested: now.step === 'preview' ? now.useSuggested : true,
      changedSuggestions: now.step === 'preview' ? now.changedSuggestions : new Map(),
      newCurrency,
      ...(parsed.format === 'qif' ? { currency: currency ?? defaultCurrency } : {}),
    }));
  }

  async function chooseFile(file: File) {
    setState({ step: 'reading', fileName: file.name });
    csvMappingRef.current = null;
    try {
      const opened = await workerOf().open(file, defaultCurrency);
      const info = { fileName: file.name, batch: opened.batch, source: opened.source! };
      if (opened.kind !== 'csv') return await toPreview(info, opened.parsed);
      // A device whose database cannot be read simply starts from the guess.
      const remembered = await findRememberedMapping(db, opened.sample).catch(() => undefined);
      setState({
        step: 'mapping',
        ...info,
        sample: opened.sample,
        ...(remembered ? { mapping: remembered, detected: opened.mapping } : { mapping: opened.mapping }),
      });
    } catch (caught) {
      setState({ step: 'choose', error: `${file.name}: ${reason(caught)}`, again: true });
    }
  }

  async function applyMapping(mapping: CsvMapping) {
    if (state.step !== 'mapping') return;
    const { fileName, batch, sample, detected } = state;
    try {
      // The table as the person settled on it names the file: its mapping is remembered by its header,
      // its account by the number above it or the header.
      const header = mapping.hasHeader ? sample.rows[mapping.skipRows] : undefined;
      const signature = header ? await csvHeaderSignature(header) : undefined;
      const source = await csvSource(sample.rows, mapping, fileName);
      csvMappingRef.current = signature ? { signature, mapping } : null;
      const mapped = await workerOf().map(mapping);
      await toPreview(
        { fileName, batch, source },
        mapped.kind === 'parsed' ? mapped.parsed : { format: 'csv', rows: [], problems: [] },
      );
    } catch (caught) {
      const { source } = state;
      setState({
        step: 'mapping',
        fileName,
        batch,
        source,
        sample,
        mapping,
        ...(detected ? { detected } : {}),
        error: reason(caught),
      });
    }
  }

  /**
   * The rows placed and checked again after a change in the preview. A check that fails puts the
   * account and currency back to those the preview on screen was made for, and says why: the rows
   * shown are then the ones an import adds, and the person may try the change again.
   */
  function recheck(change: { currency?: CurrencyCode; target: ImportTarget }) {
    if (state.step !== 'preview' || !parsedRef.current) return;
    const { fileName, batch, source, currency, target } = state;
    setState({ ...state, ...change, rechecking: true });
    toPreview({ fileName, batch, source }, parsedRef.current, { currency, ...change, again: true }).catch((caught) =>
      setState((now) => {
        if (now.step !== 'preview') return now;
        const { currency: _changed, ...rest } = now;
        const error = importTexts.recheckFailed(reason(caught));
        return { ...rest, ...(currency ? { currency } : {}), target, rechecking: false, error };
      }),
    );
  }

  function changeCurrency(currency: CurrencyCode) {
    if (state.step !== 'preview') return;
    recheck({ currency, target: state.target });
  }

  /** Another account (or a new one): the rows are placed and checked for duplicates again, in it. */
  function changeTarget(target: ImportTarget) {
    if (state.step !== 'preview') return;
    // Only the new account's name changed: the rows stay where they are. From the state as it is now,
    // not as this render saw it: a recheck that just ended must not be undone by a stale copy (which
    // left the Import button disabled for good when the name was typed as the recheck finished).
    if (target.kind === 'new' && state.target.kind === 'new')
      return setState((now) => (now.step === 'preview' && now.target.kind === 'new' ? { ...now, target } : now));
    recheck({ target });
  }

  function chooseSuggestions(used: boolean) {
    setState((now) => (now.step === 'preview' ? { ...now, useSuggested: used } : now));
  }

  /** The person typed another category over one row's suggestion. */
  function changeSuggestion(id: string, category: string) {
    setState((now) =>
      now.step === 'preview'
        ? { ...now, changedSuggestions: new Map([...now.changedSuggestions, [id, category]]) }
        : now,
    );
  }

  function tick(ids: readonly string[], on: boolean) {
    if (state.step !== 'preview') return;
    const ticked = new Set(state.ticked);
    for (const id of ids) {
      if (on) ticked.add(id);
      else ticked.delete(id);
    }
    setState({ ...state, ticked });
  }

  async function runImport() {
    if (state.step !== 'preview' || state.rechecking) return;
    const { fileName, batch, source, preview, ticked, format, target } = state;
    const now = new Date();
    const chosen: TransactionRecord[] = [
      ...preview.fresh,
      ...preview.duplicates.filter((d) => ticked.has(d.record.id)).map((d) => d.record),
    ];
    let records = withSuggestions(chosen, state.suggested, {
      used: state.useSuggested,
      changed: state.changedSuggestions,
    });
    let accountId: string;
    try {
      if (target.kind === 'account') accountId = target.account.id;
      else {
        const made = await addAccountFromFile(db, source, target.name, state.newCurrency, records, todayIn(now), now);
        ({ accountId, records } = made);
      }
    } catch (caught) {
      return setState({ ...state, error: refusalText(caught) ?? importTexts.importFailed(reason(caught)) });
    }
    const info = { fileName, batch, source };
    setState({ step: 'importing', ...info, done: 0, total: records.length });
    rememberImportTarget(db, source, accountId);
    try {
      const { added } = await importTransactions(
        db,
        { id: batch, fileName, format, accountId, ...(source.ledger ? { ledger: source.ledger } : {}) },
        records,
        { now, onProgress: (done, total) => setState({ step: 'importing', ...info, done, total }) },
      );
      const read = csvMappingRef.current;
      // A preference of this device: an import is never failed for want of it.
      if (read) await rememberMapping(db, read.signature, read.mapping, now).catch(() => undefined);
      setState({ step: 'done', ...info, added });
    } catch (caught) {
      setState({ step: 'done', ...info, added: 0, error: importTexts.importFailed(reason(caught)) });
    }
  }

  const restart = () => setState({ step: 'choose', again: true });
  return {
    state,
    chooseFile,
    applyMapping,
    changeCurrency,
    changeTarget,
    tick,
    chooseSuggestions,
    changeSuggestion,
    runImport,
    restart,
  };
}
