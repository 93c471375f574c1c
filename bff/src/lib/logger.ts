/** Structured logs: one JSON object per line. */
export type LogLine = Record<string, string | number | boolean | null | undefined>;
export type LogSink = (line: LogLine) => void;

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};
