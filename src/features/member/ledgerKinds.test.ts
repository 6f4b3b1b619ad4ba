import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS } from '../../api/contract/contracts';
import { LEDGER_KINDS, ledgerKind, OTHER_KIND } from './ledgerKinds';

/** Every file of the server but its tests. */
function serverFiles(dir = 'server'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

// Every reason the server's ledger writes, read off the server's code (a `reason: 'a.b'` passed to a movement), and
// the agent contracts' `contract.<kind>`: a reason added there without a name here fails below (issue 67: contract
// payouts showed as "Other").
const SERVER_REASONS = [
  ...new Set([
    ...serverFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/reason: '([a-z]+\.[a-z.]+)'/g)].map((m) => m[1]!),
    ),
    ...CONTRACT_KINDS.map((kind) => `contract.${kind}`),
  ]),
];

describe('ledger kinds', () => {
  it('names every reason the server writes', () => {
    expect(SERVER_REASONS.length).toBeGreaterThanOrEqual(20);
    for (const reason of SERVER_REASONS) expect(ledgerKind(reason), reason).not.toBe(OTHER_KIND);
    expect(Object.keys(LEDGER_KINDS).sort()).toEqual([...SERVER_REASONS].sort());
  });

  it('names an unknown reason "Other", never the raw code, including inherited names', () => {
    expect(ledgerKind('something.new')).toBe(OTHER_KIND);
    expect(ledgerKind('toString')).toBe(OTHER_KIND);
  });
});
