// Log lines (docs/operators.md "Logs"): one JSON line per event for a log collector (the default), or, for a person
// running `npm start` in a terminal, the same events as short readable lines. LOG_FORMAT=json|text chooses; without
// it, a terminal gets text and anything else JSON.

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One pino JSON line as a readable one: time, level, message, then the request's method, path, status and time. */
export function readableLine(json: string): string {
  let e: Record<string, unknown>;
  try {
    e = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof e.time === 'number' ? new Date(e.time).toISOString().slice(11, 19) : '--:--:--';
  const level = LEVELS[Number(e.level)] ?? String(e.level ?? '');
  const req = e.req as { method?: string; url?: string } | undefined;
  const res = e.res as { statusCode?: number } | undefined;
  const parts = [time, level.padEnd(5), String(e.msg ?? '')];
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof e.responseTime === 'number') parts.push(`${Math.round(e.responseTime)} ms`);
  if (typeof e.requestId === 'string') parts.push(`[${e.requestId}]`);
  const err = e.err as { message?: string } | undefined;
  if (err?.message) parts.push(`— ${err.message}`);
  return `${parts.join(' ')}\n`;
}

/** The stream the logger writes to for LOG_FORMAT (or the terminal's default); undefined means stdout as JSON. */
export function logStreamFor(
  format: string | undefined,
  out: { isTTY?: boolean; write(s: string): unknown },
): { write(line: string): void } | undefined {
  const text = format === 'text' || (format !== 'json' && out.isTTY === true);
  if (!text) return undefined;
  return { write: (line) => void out.write(readableLine(line)) };
}

/**
 * A line of the process's own life (starting, ready, SIGTERM, draining, closed), in the same form as the request
 * lines: JSON for a collector, or readable through `stream` (logStreamFor).
 */
export function lifecycleLogger(
  stream: { write(line: string): void } | undefined,
  out: { write(s: string): unknown } = process.stdout,
): (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void {
  const numbers = { info: 30, warn: 40, error: 50 } as const;
  return (level, msg, fields = {}) => {
    const line = `${JSON.stringify({ level: numbers[level], time: Date.now(), pid: process.pid, msg, ...fields })}\n`;
    if (stream) stream.write(line);
    else out.write(line);
  };
}
