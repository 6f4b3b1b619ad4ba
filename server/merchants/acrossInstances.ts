import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CHANGES_CHANNEL, type ChangeFeed } from '../db/changes';
import type { MerchantRegistry } from './merchantRegistry';

/**
 * The merchants file, taken by every instance at once (docs/deployment.md "Changing the merchants file"). The
 * instance that reads a new file (SIGHUP, or MERCHANTS_WATCH=1) says so on the change feed with the hash of what it
 * took; every other instance reads its own copy of the file again at once, and warns when what it finds differs
 * (a machine whose copy was not updated). PostgreSQL's NOTIFY carries it: within a second, not at the next poll.
 */
export interface MerchantsAcrossInstances {
  /** Tells the other instances that this one took a new file. */
  announce(): Promise<void>;
  stop(): void;
}

export function followMerchantsAcrossInstances(opts: {
  merchants: MerchantRegistry;
  changes: ChangeFeed;
  db: Db;
  warn: (line: string) => void;
}): MerchantsAcrossInstances {
  const { merchants, changes, db, warn } = opts;
  const instance = randomBytes(6).toString('hex');
  const stop = changes.subscribe((event) => {
    if (event.kind !== 'change' || event.table !== 'merchants') return;
    const [from, fingerprint] = event.key.split(':');
    if (from === instance || !fingerprint || fingerprint === merchants.fingerprint()) return;
    try {
      merchants.reload();
    } catch (err) {
      warn(`merchant config reload refused: ${(err as Error).message}`);
      return;
    }
    if (merchants.fingerprint() !== fingerprint)
      warn(
        `merchants file here (${merchants.fingerprint()}) differs from the one instance ${from} took (${fingerprint}): copy the same file to every instance`,
      );
  });
  return {
    announce: async () => {
      await db.execute(
        sql`select pg_notify(${CHANGES_CHANNEL}, ${`merchants:${instance}:${merchants.fingerprint()}`})`,
      );
    },
    stop,
  };
}
