import type { Db } from '../db/client';
import { devOutbox } from '../db/schema/index';

/** One message a development provider "sends": it lands in the dev outbox table. */
export interface OutboxEntry {
  merchant: string;
  channel: 'sms' | 'email' | 'captcha';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
}

/** Writes to the dev outbox, readable only through the dev-only route (docs/accounts.md). */
export async function writeOutbox(db: Db, entry: OutboxEntry, at: Date): Promise<void> {
  await db.insert(devOutbox).values({ ...entry, createdAt: at });
}
