import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import { getMessage, markMessagesRead, type Message } from '../../api/contract/messages';
import { formatListDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { setUnread } from '../../stores/member';
import { state as languageState } from '../../stores/language';
import { SafeHtml } from '../../ui/SafeHtml';

/** One message: its title, date and body (server HTML, sanitised); opening it marks it read. */
export function MessageDetail({ id }: { id: number }) {
  const [message, setMessage] = useState<Message>();
  const [failed, setFailed] = useState(false);

  const language = useSnapshot(languageState).language;

  useEffect(() => {
    const controller = new AbortController();
    call(getMessage, { query: { id }, signal: controller.signal }).then(
      (m) => {
        setMessage(m);
        if (m.readAt === null)
          void call(markMessagesRead, { body: { ids: [id] } }).then(
            (answer) => setUnread(answer.unread),
            () => undefined,
          );
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [id, language]);

  return (
    <article className="mine inbox-detail" data-message-detail={id}>
      <Link href={paths.webEmail} className="btn btn-small inbox-back">
        <Trans>All messages</Trans>
      </Link>
      {failed ? (
        <p className="records-state" role="alert">
          <Trans>This message could not be loaded.</Trans>
        </p>
      ) : !message ? (
        <p className="records-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <h2 className="inbox-detail-title">{message.title}</h2>
          <p className="records-row-detail">{formatListDateTime(message.createdAt)}</p>
          <SafeHtml className="inbox-body" html={message.body} />
        </>
      )}
    </article>
  );
}
