import { Trans } from '@lingui/react/macro';
import { getAgentRebate } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import {
  FigureTable,
  PeriodChips,
  perMillePercent,
  ReportFrame,
  ReportState,
  usePeriod,
} from './ReportParts';
import { useReport } from './useReport';
import './agent.css';
import './catalog';

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
    <ReportFrame id="agent-rebate-title" title={<Trans>Agent rebate</Trans>}>
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
        <FigureTable
          heads={[
            <Trans key="d">Day</Trans>,
            <Trans key="b">Team bets</Trans>,
            <Trans key="r">Rate</Trans>,
            <Trans key="p">Paid</Trans>,
          ]}
          rows={data.list.filter((d) => d.teamBets > 0)}
          keyOf={(d) => d.day}
          attributes={(d) => ({ 'data-day': d.day })}
          cells={(d) => [
            d.day.replace(/-/g, '/'),
            formatMoney(d.teamBets),
            perMillePercent(d.rate),
            formatMoney(d.amount),
          ]}
        />
      )}
      {data && (
        <>
          <h2 className="agent-section-title">
            <Trans>Rates</Trans>
          </h2>
          <FigureTable
            tableAttributes={{ 'data-tiers': true }}
            heads={[<Trans key="f">Team bets in a day from</Trans>, <Trans key="r">Rate</Trans>]}
            rows={data.tiers}
            keyOf={(t) => t.minTeamBets}
            cells={(t) => [formatMoney(t.minTeamBets), perMillePercent(t.ratePerMille)]}
          />
        </>
      )}
    </ReportFrame>
  );
}
