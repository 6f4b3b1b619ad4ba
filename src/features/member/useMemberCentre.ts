import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useGuardedNavigate } from '../../hooks/useGuardedNavigate';
import { paths, type RoutePath } from '../../lib/paths';
import { state as configState } from '../../stores/config';
import { loadMember, state as memberState } from '../../stores/member';
import { reloadBalance } from '../../stores/balance';
import { state as sessionState, memberType } from '../../stores/session';
import { memberEntries, type Entry, type EntryId } from './memberEntries';

/** Where an allowed entry lands when its own screen has not landed yet (spec: security leads to change password). */
const LANDS_ON: Partial<Record<EntryId, RoutePath>> = { security: paths.changePsw };

export type Template = 'base' | 'new';

/** Everything both member-centre templates show, from the stores; `open` goes through the guard table. */
export function useMemberCentre() {
  const session = useSnapshot(sessionState);
  const member = useSnapshot(memberState);
  const config = useSnapshot(configState).config;
  const go = useGuardedNavigate();
  const token = session.info?.token;

  // Fresh member info (VIP level, upline) and balance each visit; the shell's copies may be from the last screen.
  useEffect(() => {
    if (!token) return;
    void loadMember(true);
    void reloadBalance();
  }, [token]);

  const type = token ? memberType() : undefined;
  const viewer = type === undefined ? undefined : { type, toUpline: member.info?.toUpline };
  const entries = memberEntries({ flags: config?.flags ?? {}, viewer });
  return {
    loggedIn: Boolean(token),
    template: (config?.mobileTemplate.mem_cen === '1' ? 'new' : 'base') as Template,
    entries,
    info: member.info,
    name: member.info?.account || session.info?.userName || '',
    /** Counts beside entries; the reward center's unclaimed-promotion count arrives with that issue. */
    badges: {} as Partial<Record<EntryId, number>>,
    open: (entry: Entry) => go(entry.to, LANDS_ON[entry.id] ?? entry.to),
    go,
  };
}

export type MemberCentreView = ReturnType<typeof useMemberCentre>;
