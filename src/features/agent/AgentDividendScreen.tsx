import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { getAgentDividends } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { PeriodChips, ReportState, usePeriod } from './ReportParts';
import { useReport } from './useReport';
import './agent.css';
import './catalog';

/** Agent dividend (`/m/member/agent/agentDivident`, DIVIDEND): the dividends paid under this agent's contracts. */
export default function AgentDividendScreen() {
  const period = usePeriod('last30');
  const query = { startDate: period.startDate, endDate: period.endDate };
  const report = useReport(getAgentDividends, query, JSON.stringify(query));
  const data = report.data;
  return (
    <section className="agent-report" aria-labelledby="agent-dividend-title">
      <h1 id="agent-dividend-title" className="visually-hidden">
        <Trans>Agent dividend</Trans>
      </h1>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      {data && (
        <p className="agent-total" data-dividend-total>
          <Trans>Dividends paid in the period: {formatMoney(data.total)}</Trans>
        </p>
      )}
      <ReportState
        loading={report.loading}
        failed={report.failed}
        empty={!!data && data.list.length === 0}
        onRetry={report.retry}
      />
      {data && data.list.length > 0 && (
        <table className="agent-payouts">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Period</Trans>
              </th>
              <th scope="col">
                <Trans>Net loss</Trans>
              </th>
              <th scope="col">
                <Trans>Paid</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((d) => (
              <tr key={`${d.periodKey}-${d.upline}`}>
                <td>{d.periodKey.replace(/-/g, '/')}</td>
                <td>{formatMoney(Math.max(0, d.bets - d.wins))}</td>
                <td>{formatMoney(d.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link className="btn" href={paths.dividendContract}>
        <Trans>Dividend contracts</Trans>
      </Link>
    </section>
  );
}
