import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { getTeamRebate } from '../../api/contract/agent';
import { formatMoney } from '../../lib/money';
import { PagedRows, PeriodChips, ReportFrame, usePeriod } from './ReportParts';
import { usePagedReport } from './usePagedReport';
import './agent.css';
import './catalog';

/** Team rebate (`/m/member/teamRebate`): each member's bets in the whole days of the period and share of the rebate. */
export default function TeamRebateScreen() {
  const period = usePeriod('last7');
  const query = useMemo(
    () => ({ startDate: period.startDate, endDate: period.endDate, pageSize: 20 }),
    [period.startDate, period.endDate],
  );
  const report = usePagedReport(getTeamRebate, query, JSON.stringify(query));
  return (
    <ReportFrame id="team-rebate-title" title={<Trans>Team rebate</Trans>}>
      <PeriodChips preset={period.preset} onChange={period.setPreset} />
      <p className="agent-form-lead">
        <Trans>Your rebate, shared by how much each member of your team bet. Whole days only.</Trans>
      </p>
      {report.answer && (
        <p className="agent-total" data-rebate-total>
          <Trans>Rebate in the period: {formatMoney(report.answer.rebateTotal)}</Trans>
        </p>
      )}
      <PagedRows
        report={report}
        keyOf={(r) => r.username}
        attributes={(r) => ({ 'data-member': r.username })}
        row={(r) => (
          <>
            <div className="agent-row-head">
              <strong>{r.username}</strong>
              <span>{formatMoney(r.share)}</span>
            </div>
            <p className="agent-row-line">
              <Trans>Bets: {formatMoney(r.bets)}</Trans>
            </p>
          </>
        )}
      />
    </ReportFrame>
  );
}
