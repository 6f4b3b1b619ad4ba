import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import { listMessages, markMessagesRead, type MessageSummary } from '../../api/contract/messages';
import { formatListDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { setUnread } from '../../stores/member';
import { state as languageState } from '../../stores/language';
import { MessageDetail } from './MessageDetail';
import './member.css';
import './catalog';

const PAGE_SIZE = 20;

interface Inbox {
  list: MessageSummary[];
  totalPages: number;
  unread: number;
}

/**
 * The message centre (`/m/webEmail`, `/m/message`): the inbox newest first, unread ones marked in words and with a
 * dot, more on demand, "mark all as read"; `?id=` opens one message, which marks it read.
 */
export default function MessageCentreScreen() {
  const { t } = useLingui();
  const id = Number(new URLSearchParams(useSearch()).get('id')) || undefined;
  const [inbox, setInbox] = useState<Inbox>();
  const [pages, setPages] = useState(1);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const language = useSnapshot(languageState).language;

  // Opening a message marks it read: the list kept beneath shows it read at once when the player comes back.
  useEffect(() => {
    if (id === undefined) return;
    setInbox((was) => was && { ...was, list: was.list.map((m) => (m.id === id ? { ...m, read: true } : m)) });
  }, [id]);

  // The server words system messages in the asked language: a new language reads the list again.
  useEffect(() => {
    if (id !== undefined) return;
    const controller = new AbortController();
    setFailed(false);
    (async () => {
      const loaded: MessageSummary[] = [];
      let last = { totalPages: 0, unread: 0 };
      for (let pageNo = 1; pageNo <= pages; pageNo++) {
        const page = await call(listMessages, {
          query: { pageNo, pageSize: PAGE_SIZE },
          signal: controller.signal,
        });
        loaded.push(...page.list);
        last = page;
      }
      setInbox({ list: loaded, totalPages: last.totalPages, unread: last.unread });
      setUnread(last.unread);
    })().catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [id, pages, attempt, language]);

  if (id !== undefined) return <MessageDetail id={id} />;

  const markAll = async () => {
    try {
      const { unread } = await call(markMessagesRead, { body: { all: true } });
      setUnread(unread);
      setAttempt((n) => n + 1);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="mine inbox" aria-label={t`Messages`}>
      {failed ? (
        <div className="records-state" role="alert">
          <p>
            <Trans>The messages could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !inbox ? (
        <p className="records-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : inbox.list.length === 0 ? (
        <p className="records-state records-empty">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <>
          <div className="inbox-bar">
            <p data-unread={inbox.unread}>
              {inbox.unread === 0 ? <Trans>All read</Trans> : <Trans>{inbox.unread} unread</Trans>}
            </p>
            {inbox.unread > 0 && (
              <button type="button" className="btn btn-small" onClick={() => void markAll()}>
                <Trans>Mark all as read</Trans>
              </button>
            )}
          </div>
          <ul className="records-list">
            {inbox.list.map((m) => (
              <li
                key={m.id}
                className={`records-row inbox-row${m.read ? '' : ' unread'}`}
                data-message={m.id}
              >
                <Link href={`${paths.webEmail}?id=${m.id}`} className="inbox-link">
                  <span className="inbox-title">
                    {!m.read && <span className="inbox-dot" aria-hidden="true" />}
                    <strong>{m.title}</strong>
                  </span>
                  <span className="records-row-detail">
                    <span>{formatListDateTime(m.createdAt)}</span>
                    {!m.read && (
                      <span className="inbox-unread">
                        <Trans>Unread</Trans>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages < inbox.totalPages && (
            <button type="button" className="btn" onClick={() => setPages((n) => n + 1)}>
              <Trans>Show older messages</Trans>
            </button>
          )}
        </>
      )}
    </section>
  );
}
