import type { IsoDate } from '../domain/dates';
import type { HeadResponse, HistoryResponse } from '../domain/history';
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
  /** Protocol step 12 (a first sync, newest first); without it a first sync pulls oldest first. */
  head?(since: IsoDate, limit: number): Promise<HeadResponse>;
  history?(query: HistoryQuery): Promise<HistoryResponse>;
}

export interface HistoryQuery {
  after: number;
  before: IsoDate;
  limit: number;
  /** Ask for the totals of what is still older (the device's are behind its cursor). */
  totals: boolean;
}
