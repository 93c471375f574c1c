/** Structured logs: one JSON object per line. */
export type LogLine = Record<string, string | number | boolean | null | undefined>;
export type LogSink = (line: LogLine) => void;

/**
 * Lines written in one turn of the event loop leave in one write after it (a write per request cost a tenth of the
 * BFF's throughput); whatever is pending when the process exits is written then. The default schedule looks
 * setImmediate up only when called: this module also loads in a page (mocks/browser-bff), which has none.
 */
export function bufferedSink(
  write: (text: string) => void,
  schedule: (flush: () => void) => void = (flush) => setImmediate(flush),
): LogSink & { flush(): void } {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  const sink = (line: LogLine) => {
    if (pending.length === 0) schedule(flush);
    pending.push(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
  };
  return Object.assign(sink, { flush });
}

export const stdoutSink = bufferedSink((text) => process.stdout.write(text));
// Absent in a browser (mocks/browser-bff runs the app in the page with a sink of its own).
globalThis.process?.once('exit', stdoutSink.flush);
