import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getReferrals, type Referrals } from '../../api/contract/referral';
import { formatListDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { TOAST_MS } from '../../stores/ui';
import './member.css';
import './catalog';

/**
 * Invite friends (`/m/inviteFriends`): the member's invitation link and code, a way to copy or share them, and the
 * friends who registered with them. The guard sends guests to login and, without the referral promo, shows the
 * contact-service message instead (spec 01 §5).
 */
export default function InviteFriendsScreen() {
  const { t } = useLingui();
  const [data, setData] = useState<Referrals>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The copy's notice: what was copied, then gone after the spec's notice auto-close (01 §9, 1.5 s). Each copy sets a
  // new object, so a second copy starts its time again.
  const [copied, setCopied] = useState<{ what: 'link' | 'code' }>();
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(undefined), TOAST_MS.noticeAutoClose);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getReferrals, { signal: controller.signal }).then(setData, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);

  if (failed)
    return (
      <section className="mine records-state" role="alert">
        <p>
          <Trans>Your invitation could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  if (!data)
    return (
      <p className="mine records-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

  const link = `${location.origin}${paths.register}?recommenderId=${encodeURIComponent(data.code)}`;
  const copy = async (what: 'link' | 'code') => {
    try {
      await navigator.clipboard.writeText(what === 'link' ? link : data.code);
      setCopied({ what });
    } catch {
      setCopied(undefined);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t`Join me`, text: t`Register with my invitation`, url: link });
    } catch {
      // dismissed or unsupported: the copy buttons remain
    }
  };

  return (
    <section className="mine invite" aria-label={t`Invite friends`}>
      <div className="invite-card">
        <p className="invite-lead">
          <Trans>Share your link. Friends who register with it appear below.</Trans>
        </p>
        <label className="invite-field">
          <span>
            <Trans>Your invitation link</Trans>
          </span>
          <input readOnly value={link} data-invite-link onFocus={(e) => e.currentTarget.select()} />
        </label>
        <label className="invite-field">
          <span>
            <Trans>Your invitation code</Trans>
          </span>
          <input readOnly value={data.code} data-invite-code onFocus={(e) => e.currentTarget.select()} />
        </label>
        <div className="invite-actions">
          <button type="button" className="btn btn-primary" onClick={() => void copy('link')}>
            <Trans>Copy link</Trans>
          </button>
          <button type="button" className="btn" onClick={() => void copy('code')}>
            <Trans>Copy code</Trans>
          </button>
          {'share' in navigator && (
            <button type="button" className="btn" onClick={() => void share()}>
              <Trans>Share</Trans>
            </button>
          )}
        </div>
        {/* Always there, so the notice is announced and nothing below moves when it comes and goes. */}
        <p className="invite-copied" role="status">
          {copied && (copied.what === 'link' ? <Trans>Link copied</Trans> : <Trans>Code copied</Trans>)}
        </p>
      </div>
      <h2 className="invite-title">
        <Trans>Friends who joined ({data.total})</Trans>
      </h2>
      {data.friends.length === 0 ? (
        <p className="records-state records-empty">
          <Trans>No friends have joined with your link yet.</Trans>
        </p>
      ) : (
        <ul className="records-list">
          {data.friends.map((f) => (
            <li key={`${f.account}-${f.regDate}`} className="records-row" data-friend>
              <div className="records-row-head">
                <strong>{f.account}</strong>
                <span>{formatListDate(f.regDate)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
