import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, expect, it, vi } from 'vitest';
import { describeDb } from '../db/testing';
import { followMerchantsAcrossInstances } from './acrossInstances';
import { createMerchantRegistry } from './merchantRegistry';

const dir = mkdtempSync(join(tmpdir(), 'mgp-merchants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The committed merchants file with the first merchant's USERNAMEREG3 flag set to `on`. */
function writeFile(path: string, on: boolean): void {
  const file = JSON.parse(readFileSync('server/merchants/merchants.json', 'utf8')) as {
    merchants: { flags: Record<string, boolean> }[];
  };
  file.merchants[0]!.flags.USERNAMEREG3 = on;
  writeFileSync(path, JSON.stringify(file));
}

describeDb('the merchants file across instances', (t) => {
  it('reads the file again on the other instances when one announces a new one, and warns on a stale copy', async () => {
    const [fileA, fileB] = [join(dir, `a-${t.kind}.json`), join(dir, `b-${t.kind}.json`)];
    writeFile(fileA, true);
    writeFile(fileB, true);
    const a = createMerchantRegistry({ file: fileA });
    const b = createMerchantRegistry({ file: fileB });
    const warnA = vi.fn<(line: string) => void>();
    const warnB = vi.fn<(line: string) => void>();
    const peersA = followMerchantsAcrossInstances({
      merchants: a,
      changes: t.changes,
      db: t.db,
      warn: warnA,
    });
    const peersB = followMerchantsAcrossInstances({
      merchants: b,
      changes: t.changes,
      db: t.db,
      warn: warnB,
    });
    try {
      // Both copies updated, A told (SIGHUP): B takes it from A's announcement.
      writeFile(fileA, false);
      writeFile(fileB, false);
      a.reload();
      await peersA.announce();
      await vi.waitFor(() => expect(b.all()[0]!.flags.USERNAMEREG3).toBe(false), { timeout: 2_000 });
      expect(b.fingerprint()).toBe(a.fingerprint());
      expect(warnB).not.toHaveBeenCalled();

      // Only A's copy changed: B reads its own again, keeps it, and says it differs.
      writeFile(fileA, true);
      a.reload();
      await peersA.announce();
      await vi.waitFor(() => expect(warnB).toHaveBeenCalledWith(expect.stringContaining('differs from')), {
        timeout: 2_000,
      });
      expect(b.all()[0]!.flags.USERNAMEREG3).toBe(false);
      expect(warnA).not.toHaveBeenCalled();
    } finally {
      peersA.stop();
      peersB.stop();
      a.close();
      b.close();
    }
  });
});
