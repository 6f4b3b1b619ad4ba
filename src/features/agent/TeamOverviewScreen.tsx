import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getTeamOverview, type TeamOverview } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import { PeriodChips, ReportState, Result, usePeriod } from './ReportParts';
import './agent.css';
import './catalog';

/** Team overview (`/m/agent/team/overview`): the team's size and money over a period of the merchant's days. */
export default function TeamOverviewScreen() {
  const { t } = useLingui();
  const period = usePeriod('today');
  const [data, setData] = useState<TeamOverview>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setData(undefined);
    setFailed(false);
    call(getTeamOverview, {
      query: { startDate: period.startDate, endDate: period.endDate },
      signal: controller.signal,
    }).then(setData, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [period.startDate, period.endDate, attempt]);

  const rows: [string, string, React.ReactNode][] = data
    ? [
        ['teamSize', t`Team members`, data.teamSize],
        ['directMembers', t`Directly below you`, data.directMembers],
        ['agents', t`Agents in the team`, data.agents],
        ['newMembers', t`New members`, data.newMembers],
        ['bettors', t`Members who bet`, data.bettors],
        ['deposits', t`Deposits`, `${formatMoney(data.depositTotal)} (${data.depositCount})`],
        ['withdrawals', t`Withdrawals`, `${formatMoney(data.withdrawTotal)} (${data.withdrawCount})`],
        ['bets', t`Bets`, formatMoney(data.betTotal)],
        ['wins', t`Wins`, formatMoney(data.winTotal)],
        ['result', t`Team result`, <Result key="r" amount={data.result} />],
        ['balance', t`Team balance now`, formatMoney(data.balanceTotal)],
      ]
    : [];
  return (
    <section className="agent-report" aria-labelledby="team-overview-title">
      <h1 id="team-overview-title" className="visually-hidden">
        <Trans>Team overview</Trans>
      </h1>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      <ReportState
        loading={!data && !failed}
        failed={failed}
        empty={false}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      {data && (
        <dl className="agent-figures">
          {rows.map(([key, label, value]) => (
            <div key={key} data-figure={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
