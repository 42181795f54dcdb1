import { readFileSync } from 'node:fs';

/** The processes a process started, read from /proc (Linux): a server's serving processes, say. */
export function childProcesses(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return []; // the process has ended
  }
}
