import type { LogLevel } from './config';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One line per event on stderr/stdout; anything below `level` is dropped. */
export function createLogger(level: LogLevel): Logger {
  const emit = (at: LogLevel) => (message: string, detail?: unknown) => {
    if (rank[at] < rank[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const write = at === 'error' || at === 'warn' ? console.error : console.log;
    if (detail === undefined) write(line);
    else write(line, detail);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
