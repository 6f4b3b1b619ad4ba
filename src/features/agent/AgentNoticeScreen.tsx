import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSearch } from '../../hooks/address';
import { call } from '../../api/client';
import { listAgentNotices, readAgentNotice, type AgentNotice } from '../../api/contract/agent';
import { formatListDate } from '../../lib/format';
import { SafeHtml } from '../../ui/SafeHtml';
import './agent.css';
import './catalog';

/**
 * Agent announcements (`/m/member/notice?types=A`; spec 02 §2 "Notices"): the live agent notices, newest first,
 * unread ones marked, with the unread count of `footer.unreadCount`; opening one reads it and takes it off the
 * count. Any other `types` has no list of its own here (the player notices are /m/notice).
 */
export default function AgentNoticeScreen() {
  const types = new URLSearchParams(useSearch()).get('types') ?? 'A';
  const [list, setList] = useState<AgentNotice[]>();
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState<number>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (types !== 'A') return;
    const controller = new AbortController();
    setFailed(false);
    call(listAgentNotices, { signal: controller.signal }).then(
      (answer) => {
        setList(answer.list);
        setUnread(answer.footer.unreadCount);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [types, attempt]);

  const toggle = (n: AgentNotice) => {
    setOpen((o) => (o === n.id ? undefined : n.id));
    if (n.read) return;
    setList((l) => l?.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
    setUnread((u) => Math.max(0, u - 1));
    call(readAgentNotice, { body: { id: n.id } }).then(
      (answer) => setUnread(answer.unreadCount),
      () => undefined,
    );
  };

  return (
    <section className="agent-notices" aria-labelledby="agent-notices-title">
      <h1 id="agent-notices-title" className="agent-notices-title">
        <Trans>Agent notices</Trans>{' '}
        {unread > 0 && (
          <span className="agent-badge agent-badge-inline" data-testid="agent-unread">
            <Trans>{unread} unread</Trans>
          </span>
        )}
      </h1>
      {types !== 'A' ? (
        <p className="agent-state" role="status">
          <Trans>There are no notices of this kind.</Trans>
        </p>
      ) : failed ? (
        <div className="agent-state" role="alert">
          <p>
            <Trans>The notices could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !list ? (
        <p className="agent-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="agent-state" role="status">
          <Trans>No agent notices yet.</Trans>
        </p>
      ) : (
        <ul className="agent-notice-list">
          {list.map((n) => (
            <li key={n.id} className={n.read ? 'read' : 'unread'} data-notice={n.id}>
              <button type="button" aria-expanded={open === n.id} onClick={() => toggle(n)}>
                {!n.read && <span className="agent-dot" aria-hidden="true" />}
                <span className="agent-notice-head">
                  <strong>{n.title}</strong>
                  <time dateTime={n.startDate}>{formatListDate(n.startDate)}</time>
                </span>
              </button>
              {open === n.id && <SafeHtml className="agent-notice-body" html={n.content} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
