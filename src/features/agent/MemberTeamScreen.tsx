import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { listTeamMembers } from '../../api/contract/agent';
import { paths } from '../../lib/paths';
import { formatListDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { NameFilter, PagedRows, ReportFrame } from './ReportParts';
import { usePagedReport } from './usePagedReport';
import './agent.css';
import './catalog';

/** Member team (`/m/member/team`): the members directly below the agent, or the whole team, with a search. */
export default function MemberTeamScreen() {
  const { t } = useLingui();
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [username, setUsername] = useState('');
  const onName = useCallback((name: string) => setUsername(name), []);
  const query = useMemo(() => ({ scope, username, pageSize: 20 }), [scope, username]);
  const report = usePagedReport(listTeamMembers, query, JSON.stringify(query));
  return (
    <ReportFrame id="member-team-title" title={<Trans>Member team</Trans>}>
      <div className="agent-chips" role="group" aria-label={t`Who to show`}>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={scope === 'direct'}
          onClick={() => setScope('direct')}
        >
          <Trans>Directly below you</Trans>
        </button>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={scope === 'all'}
          onClick={() => setScope('all')}
        >
          <Trans>Whole team</Trans>
        </button>
      </div>
      <NameFilter onChange={onName} />
      {report.answer && (
        <p className="agent-total" data-total={report.answer.total}>
          <Trans>{report.answer.total} members</Trans>
        </p>
      )}
      <PagedRows
        report={report}
        keyOf={(m) => m.id}
        attributes={(m) => ({ 'data-member': m.username })}
        row={(m) => (
          <>
            <div className="agent-row-head">
              <strong>{m.username}</strong>
              <span className={`agent-tag${m.isAgent ? ' agent-tag-agent' : ''}`}>
                {m.isAgent ? <Trans>Agent</Trans> : <Trans>Member</Trans>}
              </span>
            </div>
            <dl className="agent-row-figures">
              <div>
                <dt>
                  <Trans>Joined</Trans>
                </dt>
                <dd>{formatListDate(m.regDate)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Last sign-in</Trans>
                </dt>
                <dd>{m.lastLoginAt ? formatListDate(m.lastLoginAt) : t`Never`}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Balance</Trans>
                </dt>
                <dd>{formatMoney(m.balance)}</dd>
              </div>
              {m.isAgent && (
                <div>
                  <dt>
                    <Trans>Their team</Trans>
                  </dt>
                  <dd>{m.teamSize}</dd>
                </div>
              )}
            </dl>
            {m.isAgent && m.direct && (
              <Link
                className="btn btn-small agent-propose-link"
                href={`${paths.salaryContract}?propose=${encodeURIComponent(m.username)}`}
              >
                <Trans>Propose a contract</Trans>
              </Link>
            )}
          </>
        )}
      />
    </ReportFrame>
  );
}
