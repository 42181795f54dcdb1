/**
 * Protocol step 10, the device's side: holds the server's live stream while the app is visible,
 * tells the engine to pull when the server's newest change number passes the device's, and says
 * whether the stream is up. Every failure only delays: the stream is tried again with backoff,
 * and meanwhile the timer of step 7 keeps pulling, so a blocked stream costs freshness, not data.
 */
export interface LiveStreamOptions {
  /** Opens the stream (authenticated); resolves with its body once the server accepted it. */
  open(signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** The server's newest change number, as each `change` event brings it. */
  onChange(seq: number): void;
  /** True from the stream's first event until it ends. */
  onLive(live: boolean): void;
  /** The page, for its visibility; another in tests. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Where `online` is announced; another in tests. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The first wait before trying again; it doubles with each failure in a row, up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** 0 to 1, the share of a wait taken at random, so devices cut off together do not all return together. */
  random?: () => number;
}

/** Splits `text/event-stream` text into events and gives each `change` event's number. */
export function changeNumbers(onChange: (seq: number) => void) {
  let buffered = '';
  return (chunk: string) => {
    buffered += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const lines = block.split('\n');
      if (!lines.includes('event: change')) continue; // keep-alive comments and unknown events
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
      const seq = data === undefined ? Number.NaN : Number((JSON.parse(data) as { seq?: unknown }).seq);
      if (Number.isSafeInteger(seq)) onChange(seq);
    }
  };
}

export function startLiveStream(options: LiveStreamOptions): () => void {
  const {
    open,
    onChange,
    onLive,
    page = document,
    network = window,
    firstRetryMs = 1000,
    maxRetryMs = 60_000,
    random = Math.random,
  } = options;
  let connection: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  async function hold(controller: AbortController) {
    let live = false;
    try {
      const body = await open(controller.signal);
      const reader = body.getReader();
      const text = new TextDecoder();
      const parse = changeNumbers((seq) => {
        if (!live) {
          live = true;
          failures = 0;
          onLive(true);
        }
        onChange(seq);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(text.decode(value, { stream: true }));
      }
    } catch {
      // Refused, cut off or aborted: the same way out.
    }
    if (live) onLive(false);
    if (connection !== controller) return; // closed on purpose (hidden, offline, stopped)
    connection = undefined;
    if (!live) failures += 1;
    scheduleRetry();
  }

  function scheduleRetry() {
    const wait = Math.min(firstRetryMs * 2 ** Math.max(failures - 1, 0), maxRetryMs);
    retry = setTimeout(connect, wait * (1 - random() / 2));
  }

  function connect() {
    clearTimeout(retry);
    retry = undefined;
    if (stopped || connection || page.visibilityState !== 'visible') return;
    connection = new AbortController();
    void hold(connection);
  }

  function disconnect() {
    clearTimeout(retry);
    retry = undefined;
    const current = connection;
    connection = undefined;
    current?.abort();
  }

  // A hidden tab holds no connection; a visible one opens at once, without waiting out a backoff.
  const onVisibility = () => {
    if (page.visibilityState === 'visible') {
      failures = 0;
      connect();
    } else disconnect();
  };
  const onOnline = () => {
    failures = 0;
    connect();
  };
  page.addEventListener('visibilitychange', onVisibility);
  network.addEventListener('online', onOnline);
  connect();

  return () => {
    stopped = true;
    page.removeEventListener('visibilitychange', onVisibility);
    network.removeEventListener('online', onOnline);
    disconnect();
  };
}
