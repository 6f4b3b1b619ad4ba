import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { getAgentDividends } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { FigureTable, PeriodChips, ReportFrame, ReportState, usePeriod } from './ReportParts';
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
    <ReportFrame id="agent-dividend-title" title={<Trans>Agent dividend</Trans>}>
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
        <FigureTable
          heads={[
            <Trans key="p">Period</Trans>,
            <Trans key="n">Net loss</Trans>,
            <Trans key="a">Paid</Trans>,
          ]}
          rows={data.list}
          keyOf={(d) => `${d.periodKey}-${d.upline}`}
          cells={(d) => [
            d.periodKey.replace(/-/g, '/'),
            formatMoney(Math.max(0, d.bets - d.wins)),
            formatMoney(d.amount),
          ]}
        />
      )}
      <Link className="btn" href={paths.dividendContract}>
        <Trans>Dividend contracts</Trans>
      </Link>
    </ReportFrame>
  );
}
