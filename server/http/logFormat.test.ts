import { describe, expect, it } from 'vitest';
import { logStreamFor, readableLine } from './logFormat';

describe('log lines', () => {
  const line = JSON.stringify({
    level: 30,
    time: Date.UTC(2026, 10, 28, 9, 5, 7),
    msg: 'request completed',
    requestId: 'lb-1',
    res: { statusCode: 200 },
    responseTime: 12.4,
  });

  it('reads a JSON event as a short line for a person', () => {
    expect(readableLine(line)).toBe('09:05:07 info  request completed 200 12 ms [lb-1]\n');
    expect(readableLine('not json')).toBe('not json');
  });

  it('writes JSON to a collector and text to a terminal, unless LOG_FORMAT says', () => {
    const written: string[] = [];
    const terminal = { isTTY: true, write: (s: string) => written.push(s) };
    expect(logStreamFor(undefined, { isTTY: false, write: () => true })).toBeUndefined();
    expect(logStreamFor('json', terminal)).toBeUndefined();
    logStreamFor(undefined, terminal)!.write(line);
    expect(written[0]).toContain('request completed');
    expect(logStreamFor('text', { isTTY: false, write: () => true })).toBeDefined();
  });
});
