import type { PullResponse, PushRequest, PushResult } from '../domain/mutations';

/** How the engine reaches the server; the browser uses HTTP, tests call the server app directly. */
export interface RatesPage {
  tables: { date: string; rates: Record<string, number> }[];
  cursor: number;
  more: boolean;
}

export interface SyncTransport {
  push(request: PushRequest): Promise<{ results: PushResult[] }>;
  pull(after: number, limit: number): Promise<PullResponse>;
  rates(after: number): Promise<RatesPage>;
}
