import { useEffect, useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { importTransactions } from '../../db/commands/imports';
import { previewImport, type ImportPreview } from '../../db/queries/importPreview';
import type { CurrencyCode } from '../../domain/currencies';
import type { TransactionRecord } from '../../domain/records';
import { recordsOf } from './importRecords';
import { importTexts } from './importTexts';
import { ImportWorker } from './importWorker';
import type { CsvMapping } from './parse/csvMapping';
import type { FileFormat, ParsedFile, RowProblem } from './parse/importRows';
import type { CsvSample } from './workerMessages';

interface FileInfo {
  fileName: string;
  batch: string;
}

export type WizardState =
  | { step: 'choose'; error?: string; again?: boolean }
  | { step: 'reading'; fileName: string }
  | ({ step: 'mapping'; sample: CsvSample; mapping: CsvMapping; error?: string } & FileInfo)
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
  useEffect(
    () => () => {
      worker.current?.close();
      worker.current = null;
    },
    [],
  );
  const workerOf = () => (worker.current ??= new ImportWorker());

  async function toPreview(info: FileInfo, parsed: ParsedFile, currency?: CurrencyCode) {
    parsedRef.current = parsed;
    setState({ step: 'checking', fileName: info.fileName });
    const rows = currency ? parsed.rows.map((row) => ({ ...row, currency })) : parsed.rows;
    const preview = await previewImport(db, info.batch, recordsOf(info.batch, rows, new Date()));
    setState({
      step: 'preview',
      ...info,
      format: parsed.format,
      problems: parsed.problems,
      preview,
      ticked: new Set(),
      ...(parsed.format === 'qif' ? { currency: currency ?? defaultCurrency } : {}),
    });
  }

  async function chooseFile(file: File) {
    setState({ step: 'reading', fileName: file.name });
    try {
      const opened = await workerOf().open(file, defaultCurrency);
      const info = { fileName: file.name, batch: opened.batch };
      if (opened.kind === 'csv') setState({ step: 'mapping', ...info, sample: opened.sample, mapping: opened.mapping });
      else await toPreview(info, opened.parsed);
    } catch (caught) {
      setState({ step: 'choose', error: `${file.name}: ${reason(caught)}`, again: true });
    }
  }

  async function applyMapping(mapping: CsvMapping) {
    if (state.step !== 'mapping') return;
    const { fileName, batch, sample } = state;
    try {
      const mapped = await workerOf().map(mapping);
      await toPreview(
        { fileName, batch },
        mapped.kind === 'parsed' ? mapped.parsed : { format: 'csv', rows: [], problems: [] },
      );
    } catch (caught) {
      setState({ step: 'mapping', fileName, batch, sample, mapping, error: reason(caught) });
    }
  }

  function changeCurrency(currency: CurrencyCode) {
    if (state.step !== 'preview' || !parsedRef.current) return;
    void toPreview({ fileName: state.fileName, batch: state.batch }, parsedRef.current, currency);
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
    if (state.step !== 'preview') return;
    const { fileName, batch, preview, ticked, format } = state;
    const records: TransactionRecord[] = [
      ...preview.fresh,
      ...preview.duplicates.filter((d) => ticked.has(d.record.id)).map((d) => d.record),
    ];
    setState({ step: 'importing', fileName, batch, done: 0, total: records.length });
    try {
      const { added } = await importTransactions(db, { id: batch, fileName, format }, records, {
        now: new Date(),
        onProgress: (done, total) => setState({ step: 'importing', fileName, batch, done, total }),
      });
      setState({ step: 'done', fileName, batch, added });
    } catch (caught) {
      setState({ step: 'done', fileName, batch, added: 0, error: importTexts.importFailed(reason(caught)) });
    }
  }

  const restart = () => setState({ step: 'choose', again: true });
  return { state, chooseFile, applyMapping, changeCurrency, tick, runImport, restart };
}
