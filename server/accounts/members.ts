import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, type MemberRow } from '../db/schema/index';

/** The account with this user name in this merchant, whatever its case. */
export async function memberByUsername(
  db: Db,
  merchant: string,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchant, merchant), sql`lower(${members.username}) = ${username.toLowerCase()}`));
  return row;
}

/** The active account with this mobile number in this merchant (registration keeps numbers unique). */
export async function activeMemberByMobile(
  db: Db,
  merchant: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchant, merchant), eq(members.mobile, mobile), eq(members.status, 'active')))
    .orderBy(members.id)
    .limit(1);
  return row;
}

/** Whether any account of this merchant already uses the number. */
export async function mobileTaken(db: Db, merchant: string, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchant, merchant), eq(members.mobile, mobile)))
    .limit(1);
  return row !== undefined;
}
