/**
 * The page and the sync worker (pullWorker.ts) talk in these messages. One pull at a time: the
 * engine holds the sync lock around it, so an `id` only has to tell a new pull from a finished one.
 */
export type PageToWorker =
  | { type: 'pull'; id: number; databaseName: string; accessToken: string | undefined }
  /** The answer to `refused`: the token to retry with, or none when the session is over. */
  | { type: 'token'; id: number; accessToken: string | undefined };

export type WorkerToPage =
  | { type: 'progress'; id: number; received: number }
  /** The server refused the token the worker sent (a 401); the page answers with `token`. */
  | { type: 'refused'; id: number; sent: string }
  /** A User Timing entry of the pull, to be recorded on the page's timeline too. */
  | { type: 'measure'; id: number; name: string; startTime: number; duration: number }
  | { type: 'pulled'; id: number }
  | { type: 'failed'; id: number; status: number | undefined; message: string };

/**
 * A pull that failed in the worker, as the engine describes it: `status` is the server's answer
 * (an HTTPError there), undefined when the network or the worker failed.
 */
export class PullFailed extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'PullFailed';
  }
}
