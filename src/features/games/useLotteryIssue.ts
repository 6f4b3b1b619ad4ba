import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client';
import { getLotteryIssue, type LotteryIssue } from '../../api/contract/lotteryBets';
import { msUntil } from './betRules';

/**
 * A lottery's open issue, fetched fresh (never cached: it changes every draw) and again just after it closes and
 * after it draws, so the form never offers a closed issue for long. `reload` fetches at once.
 */
export function useLotteryIssue(gameCode: string | undefined) {
  const [issue, setIssue] = useState<LotteryIssue | undefined>();
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (!gameCode) return;
    let live = true;
    call(getLotteryIssue, { query: { gameCode } }).then(
      (answer) => {
        if (!live) return;
        setIssue(answer);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [gameCode, tick]);

  useEffect(() => {
    if (!issue) return;
    const next = Math.min(msUntil(issue.closesAt, Date.now()), msUntil(issue.drawTime, Date.now()));
    const timer = setTimeout(reload, next + 1500);
    return () => clearTimeout(timer);
  }, [issue, reload]);

  return { issue, failed, reload };
}
