import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useGuardedNavigate } from '../../hooks/useGuardedNavigate';
import { call } from '../../api/client';
import { listRewards } from '../../api/contract/rewards';
import { isTrialType } from '../../api/contract/memberTypes';
import { state as configState } from '../../stores/config';
import { loadMember, state as memberState } from '../../stores/member';
import { reloadBalance } from '../../stores/balance';
import { state as sessionState, memberType } from '../../stores/session';
import { memberEntries, type Entry, type EntryId } from './memberEntries';

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
  // The reward center's badge: the rewards this member can claim now (only where the merchant has a reward center).
  const [claimable, setClaimable] = useState(0);
  const rewardCenter = config?.flags.REWCEN3 === true;
  useEffect(() => {
    setClaimable(0);
    if (!token || !rewardCenter || type === undefined || isTrialType(type)) return;
    const controller = new AbortController();
    call(listRewards, { signal: controller.signal }).then(
      (answer) => setClaimable(answer.unclaimed),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, rewardCenter, type]);
  const viewer = type === undefined ? undefined : { type, toUpline: member.info?.toUpline };
  const entries = memberEntries({ flags: config?.flags ?? {}, viewer });
  return {
    loggedIn: Boolean(token),
    template: (config?.mobileTemplate.mem_cen === '1' ? 'new' : 'base') as Template,
    entries,
    info: member.info,
    name: member.info?.account || session.info?.userName || '',
    /** Counts beside entries: the rewards claimable now (no badge for 0). */
    badges: (claimable > 0 ? { rewardCenter: claimable } : {}) as Partial<Record<EntryId, number>>,
    open: (entry: Entry) => go(entry.to),
    go,
  };
}

export type MemberCentreView = ReturnType<typeof useMemberCentre>;
