import { Trans } from '@lingui/react/macro';
import { getAgentRebate } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import { PeriodChips, ReportState, usePeriod } from './ReportParts';
import { useReport } from './useReport';
import './agent.css';
import './catalog';

const percent = (perMille: number) =>
  `${(perMille / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/**
 * Agent rebate (`/m/member/agent/agentRebeat`; docs/agents.md "Agent rebate"): each whole day's team bets, the tier
 * rate they reached and the rebate paid, with the merchant's tier table. Today is paid once it is over.
 */
export default function AgentRebateScreen() {
  const period = usePeriod('last7');
  const query = { startDate: period.startDate, endDate: period.endDate };
  const report = useReport(getAgentRebate, query, JSON.stringify(query));
  const data = report.data;
  return (
    <section className="agent-report" aria-labelledby="agent-rebate-title">
      <h1 id="agent-rebate-title" className="visually-hidden">
        <Trans>Agent rebate</Trans>
      </h1>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      <p className="agent-form-lead">
        <Trans>
          Each whole day, you earn the rate of your team's bets that day. Today is paid once it is over.
        </Trans>
      </p>
      {data && (
        <dl className="agent-totals" data-totals>
          <div>
            <dt>
              <Trans>Team bets</Trans>
            </dt>
            <dd>{formatMoney(data.teamBets)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Rebate paid</Trans>
            </dt>
            <dd data-rebate-total>{formatMoney(data.total)}</dd>
          </div>
        </dl>
      )}
      <ReportState
        loading={report.loading}
        failed={report.failed}
        empty={!!data && data.list.every((d) => d.teamBets === 0)}
        onRetry={report.retry}
      />
      {data && data.list.some((d) => d.teamBets > 0) && (
        <table className="agent-payouts">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Team bets</Trans>
              </th>
              <th scope="col">
                <Trans>Rate</Trans>
              </th>
              <th scope="col">
                <Trans>Paid</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list
              .filter((d) => d.teamBets > 0)
              .map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <td>{d.day.replace(/-/g, '/')}</td>
                  <td>{formatMoney(d.teamBets)}</td>
                  <td>{percent(d.rate)}</td>
                  <td>{formatMoney(d.amount)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {data && (
        <>
          <h2 className="agent-section-title">
            <Trans>Rates</Trans>
          </h2>
          <table className="agent-payouts" data-tiers>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Team bets in a day from</Trans>
                </th>
                <th scope="col">
                  <Trans>Rate</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.tiers.map((t) => (
                <tr key={t.minTeamBets}>
                  <td>{formatMoney(t.minTeamBets)}</td>
                  <td>{percent(t.ratePerMille)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
