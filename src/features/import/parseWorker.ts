/// <reference lib="webworker" />
import { applyMapping } from './parse/csvMapping';
import type { CsvTable } from './parse/csvTable';
import { UnreadableFile } from './parse/importRows';
import { openFile } from './parse/openFile';
import { csvSampleOf, type OpenResult, type WorkerRequest, type WorkerResponse } from './workerMessages';

/**
 * Reads import files off the page's thread, so 100,000 rows never freeze it. Keeps the last bank
 * CSV's table, so a changed mapping is applied without sending the file again.
 */
let table: CsvTable | undefined;
let batch = '';

async function answer(request: WorkerRequest): Promise<OpenResult> {
  if (request.type === 'map') {
    if (!table) throw new UnreadableFile('Choose the file again: it is no longer open.');
    return { kind: 'parsed', batch, parsed: applyMapping(table, request.mapping) };
  }
  const opened = await openFile(new Uint8Array(request.bytes), request.fileName, request.defaultCurrency);
  batch = opened.batch;
  table = opened.kind === 'csv' ? opened.table : undefined;
  if (opened.kind === 'parsed') return opened;
  return {
    kind: 'csv',
    batch,
    source: opened.source,
    mapping: opened.mapping,
    sample: csvSampleOf(opened.table),
  };
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  answer(request).then(
    (result) => self.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse),
    (error: unknown) => {
      const message =
        error instanceof UnreadableFile
          ? error.message
          : `The file could not be read (${error instanceof Error ? error.message : String(error)}).`;
      self.postMessage({ id: request.id, ok: false, message } satisfies WorkerResponse);
    },
  );
};
