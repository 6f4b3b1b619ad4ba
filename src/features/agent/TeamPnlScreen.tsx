import { useCallback, useMemo, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { getTeamPnl, listTeamBets } from '../../api/contract/agent';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { NameFilter, PagedRows, PeriodChips, ReportFrame, Result, usePeriod } from './ReportParts';
import { usePagedReport } from './usePagedReport';
import './agent.css';
import './catalog';

function Totals({
  totals,
}: {
  totals: { bets: number; betAmount: number; winAmount: number; result: number };
}) {
  return (
    <dl className="agent-totals" data-totals>
      <div>
        <dt>
          <Trans>Bets</Trans>
        </dt>
        <dd>
          {formatMoney(totals.betAmount)} ({totals.bets})
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Wins</Trans>
        </dt>
        <dd>{formatMoney(totals.winAmount)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Team result</Trans>
        </dt>
        <dd>
          <Result amount={totals.result} />
        </dd>
      </div>
    </dl>
  );
}

/** The period, the name filter and the query both reports share. */
function useReportQuery() {
  const period = usePeriod('today');
  const [username, setUsername] = useState('');
  const onName = useCallback((name: string) => setUsername(name), []);
  const query = useMemo(
    () => ({ startDate: period.startDate, endDate: period.endDate, username, pageSize: 20 }),
    [period.startDate, period.endDate, username],
  );
  return { period, onName, query };
}

/** Team profit and loss (`/m/agent/team/pnl`): each member's bets, wins and result over a period. */
export default function TeamPnlScreen() {
  const { period, onName, query } = useReportQuery();
  const report = usePagedReport(getTeamPnl, query, JSON.stringify(query));
  return (
    <ReportFrame id="team-pnl-title" title={<Trans>Team profit and loss</Trans>}>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      <NameFilter onChange={onName} />
      {report.answer && <Totals totals={report.answer.totals} />}
      <PagedRows
        report={report}
        keyOf={(r) => r.username}
        attributes={(r) => ({ 'data-member': r.username })}
        row={(r) => (
          <>
            <div className="agent-row-head">
              <strong>{r.username}</strong>
              <Result amount={r.result} />
            </div>
            <p className="agent-row-line">
              <Plural value={r.bets} one="# bet" other="# bets" /> ·{' '}
              <Trans>
                {formatMoney(r.betAmount)} bet · {formatMoney(r.winAmount)} won
              </Trans>
            </p>
          </>
        )}
      />
    </ReportFrame>
  );
}

/** Team betting (`/m/teamBetting`): the team's bet records over a period, newest first. */
export function TeamBettingScreen() {
  const { period, onName, query } = useReportQuery();
  const report = usePagedReport(listTeamBets, query, JSON.stringify(query));
  return (
    <ReportFrame id="team-betting-title" title={<Trans>Team betting</Trans>}>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      <NameFilter onChange={onName} />
      {report.answer && <Totals totals={report.answer.totals} />}
      <PagedRows
        report={report}
        keyOf={(b) => b.id}
        attributes={(b) => ({ 'data-bet': b.id })}
        row={(b) => (
          <>
            <div className="agent-row-head">
              <strong>{b.username}</strong>
              <Result amount={b.win - b.bet} />
            </div>
            <p className="agent-row-line">
              {b.gameName} · <Trans>bet {formatMoney(b.bet)}</Trans> · <Trans>won {formatMoney(b.win)}</Trans>
            </p>
            <time className="agent-row-time" dateTime={b.createdAt}>
              {formatListDateTime(b.createdAt)}
            </time>
          </>
        )}
      />
    </ReportFrame>
  );
}
