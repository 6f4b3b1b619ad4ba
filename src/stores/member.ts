import { proxy, subscribe } from 'valtio';
import { call } from '../api/client';
import { getMemberInfo, getUnreadCount, MemberInfo } from '../api/contract/member';
import { cachedOrFetch, requestKey } from '../lib/swr';
import { state as session } from './session';
import { state as language } from './language';
import { state as config } from './config';

/**
 * The logged-in member's info and unread-message count. Member info is one of spec 02 §4's cached lookups: kept in
 * IndexedDB under this session's key (purged at logout), fetched on a miss, and refreshable on demand.
 * A guest never calls these private endpoints.
 */
export const state = proxy<{ info: MemberInfo | undefined; unread: number }>({ info: undefined, unread: 0 });

/** Loads member info from the cache or the network; `force` skips the cache. */
export async function loadMember(force = false): Promise<void> {
  const token = session.info?.token;
  const key = requestKey({
    endpoint: getMemberInfo,
    host: location.host,
    merchant: session.info?.merchantCode ?? config.config?.merchantCode,
    language: language.language,
    session: session.cacheId,
  });
  if (!token || !key) return;
  try {
    const answer = await cachedOrFetch(key, { checked: () => call(getMemberInfo) }, MemberInfo, { force });
    if (session.info?.token === token) state.info = answer.value;
  } catch {
    // offline or refused: the header falls back to the session's user name
  }
}

/** Refreshes the unread count; failures keep the last count. */
export async function loadUnread(): Promise<void> {
  if (!session.info?.token) return;
  try {
    state.unread = await call(getUnreadCount);
  } catch {
    // keep the last count
  }
}

/** The unread count an answer of the message centre carried (it is as fresh as a call of its own). */
export function setUnread(count: number): void {
  if (session.info?.token) state.unread = count;
}

/** The name the header shows: nickname, else account, else the session's user name. */
export function displayName(): string {
  return state.info?.nickname || state.info?.account || session.info?.userName || '';
}

subscribe(session, () => {
  if (!session.info) {
    state.info = undefined;
    state.unread = 0;
  }
});
