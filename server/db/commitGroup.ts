import { AppError } from '../errors';

/** Runs one SQL statement on the writer connection; `inTransaction` is SQLite's own word on it. */
export interface WriterStatements {
  run(sql: string): void;
  readonly inTransaction: boolean;
}

interface KeptMember {
  committed: () => void;
  lost: (error: unknown) => void;
}

/**
 * Transactions that run back to back on one connection, committed together (a group commit).
 *
 * With SQLITE_SYNC=full every COMMIT waits for the disk, about two fifths of what an add cost
 * (wrk, the add call on two processes). The driver runs one transaction at a
 * time anyway; while others are queued behind it, each one's work is kept in the same SQLite
 * transaction as a savepoint released into it, and one COMMIT makes them all durable. A member
 * learns it was committed only then, so nobody is answered before their write is on disk, and a
 * member that fails undoes only its own savepoint.
 */
export class CommitGroup {
  #open = false;
  #kept: KeptMember[] = [];

  constructor(private readonly writer: WriterStatements) {}

  get open(): boolean {
    return this.#open;
  }

  /** Members whose work is in the group, waiting for its commit. */
  get size(): number {
    return this.#kept.length;
  }

  /** Starts the group's SQLite transaction (the caller retries it while another process writes). */
  begin(): void {
    this.writer.run('begin immediate');
    this.#open = true;
  }

  /** Marks where a member's work starts, so that it alone can be undone. */
  startMember(): void {
    this.writer.run('savepoint member');
  }

  /** Folds the member's work into the group; settles when the group's commit does. */
  keepMember(): Promise<void> {
    this.writer.run('release member');
    return new Promise((committed, lost) => this.#kept.push({ committed, lost }));
  }

  /** Undoes the member's own work; the kept members' work stays. */
  undoMember(): void {
    if (this.writer.inTransaction) {
      try {
        this.writer.run('rollback to member');
        this.writer.run('release member');
        return;
      } catch {
        // Its work could not be told apart from the rest any more: none of the group's is kept.
        if (this.writer.inTransaction) this.writer.run('rollback');
      }
    }
    // Or SQLite ended the whole transaction by itself (a full disk, an I/O error): the kept work is gone too.
    this.#end((member) => member.lost(lostWithTheGroup()));
  }

  /** Makes every kept member's work durable with one COMMIT, and tells each; on failure, none of it is kept. */
  commit(): void {
    try {
      this.writer.run('commit');
    } catch (error) {
      if (this.writer.inTransaction) this.writer.run('rollback');
      this.#end((member) => member.lost(error));
      return;
    }
    this.#end((member) => member.committed());
  }

  #end(tell: (member: KeptMember) => void): void {
    const kept = this.#kept;
    this.#kept = [];
    this.#open = false;
    kept.forEach(tell);
  }
}

// Their own work was fine, so sending it again is right: the same answer as a write lock held too long.
const lostWithTheGroup = () =>
  new AppError(503, 'database_busy', 'The server is busy just now. Please try again in a moment.', {
    retry_after: 1,
  });
