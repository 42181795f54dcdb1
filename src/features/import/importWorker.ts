import type { CurrencyCode } from '../../domain/currencies';
import type { CsvMapping } from './parse/csvMapping';
import type { OpenResult, WorkerRequest, WorkerResponse } from './workerMessages';

/** The page's side of the import worker: one request at a time, answered as a promise. */
export class ImportWorker {
  private readonly worker = new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' });
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (r: OpenResult) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const pending = this.waiting.get(response.id);
      this.waiting.delete(response.id);
      if (!pending) return;
      if (response.ok) pending.resolve(response.result);
      else pending.reject(new Error(response.message));
    };
    this.worker.onerror = () => {
      for (const pending of this.waiting.values()) pending.reject(new Error('The file reader stopped unexpectedly.'));
      this.waiting.clear();
    };
  }

  private ask(request: WorkerRequest, transfer: Transferable[] = []): Promise<OpenResult> {
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.worker.postMessage(request, transfer);
    });
  }

  async open(file: File, defaultCurrency: CurrencyCode): Promise<OpenResult> {
    const bytes = await file.arrayBuffer();
    return this.ask({ id: this.next++, type: 'open', bytes, fileName: file.name, defaultCurrency }, [bytes]);
  }

  map(mapping: CsvMapping): Promise<OpenResult> {
    return this.ask({ id: this.next++, type: 'map', mapping });
  }

  close(): void {
    this.worker.terminate();
  }
}
