import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { asAdmin, databaseBeside } from '../../server/db/databaseBeside';
import { ledgerEntries, wallets } from '../../server/db/schema/index';

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL, for suites that start server processes on it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Makes `<prefix>_<random>` next to the database `adminUrl` names; `drop` removes it, sessions and all. */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  return {
    url: databaseBeside(adminUrl, name),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The members whose wallet balance is not the sum of their ledger entries (none, when no money was lost). */
export function walletsOffLedger(db: Db): Promise<{ memberId: number }[]> {
  return db
    .select({ memberId: wallets.memberId })
    .from(wallets)
    .where(
      sql`${wallets.balance} <> coalesce((select sum(${ledgerEntries.amount}) from ${ledgerEntries} where ${ledgerEntries.memberId} = ${wallets.memberId}), 0)`,
    );
}
