/**
 * A member's rows changed by a transaction this instance committed, told to this instance's kept answers at once
 * (read-your-writes, docs/server-data.md "What is kept in memory"). The database's own announcement (NOTIFY on the
 * change feed) reaches every instance a few milliseconds after the commit; without this, a player's balance read
 * right after their own withdrawal could still find the answer kept before it. Told after the commit (afterCommit),
 * so a read that began before the write and ends after it is refused keeping by the change count, like a feed event.
 */

type Listener = (memberId: number) => void;

const listeners = new Set<Listener>();

/** Tells every listener on this instance that a member's rows changed in a committed transaction. */
export function memberChangedHere(memberId: number): void {
  for (const fn of listeners) fn(memberId);
}

/** Listens for members changed on this instance; answers the unsubscribe. */
export function onMemberChangedHere(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
