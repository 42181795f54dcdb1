import { todayIn } from '../../domain/dates';

/** The name the server gave the download (Content-Disposition), else one with today's date. */
export function backupFileName(contentDisposition: string | null, now: Date): string {
  const name = /filename="([^"/\\]+)"/.exec(contentDisposition ?? '')?.[1];
  return name ?? `money-kitchen-backup-${todayIn(now)}.json`;
}
