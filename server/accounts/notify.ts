import type { Db } from '../db/client';
import { messages } from '../db/schema/index';
import { storedWording, type MessageKind } from '../content/systemMessages';

/**
 * Leaves a system message for a member (a change of login or money details, a payout): its kind and values,
 * worded in the reader's language each time it is read (server/content/systemMessages.ts).
 */
export async function notifyMember(
  db: Db,
  memberId: number,
  kind: MessageKind,
  at: Date,
  values: Readonly<Record<string, string | number>> = {},
): Promise<void> {
  const { title, body } = storedWording(kind, values);
  await db.insert(messages).values({ memberId, kind, values: { ...values }, title, body, createdAt: at });
}
