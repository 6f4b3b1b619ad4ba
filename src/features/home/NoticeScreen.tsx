import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { listNotices } from '../../api/contract/announcements';
import { formatListDate } from '../../lib/format';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { SafeHtml } from '../../ui/SafeHtml';
import './home.css';
import '../../i18n/games';

/** /m/notice: the notices behind the home ticker, newest first, with sanitised HTML and dates. */
export default function NoticeScreen() {
  const language = useSnapshot(languageState).language;
  const { data, loading, failed } = useCached(listNotices, { types: 'PL', language });
  const notices = data ?? [];
  return (
    <section className="notice-screen" aria-labelledby="notice-title">
      <h1 id="notice-title" className="visually-hidden">
        <Trans>Announcements</Trans>
      </h1>
      {notices.length === 0 ? (
        <p className="empty-state" role="status">
          {loading ? (
            <Trans>Loading…</Trans>
          ) : failed ? (
            <Trans>Network slow or offline. Please try again.</Trans>
          ) : (
            <Trans>No announcements yet</Trans>
          )}
        </p>
      ) : (
        <ul className="news-list notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              <h2 className="notice-item-title">{n.title}</h2>
              <time dateTime={n.startDate}>{formatListDate(n.startDate)}</time>
              <SafeHtml html={n.content} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
