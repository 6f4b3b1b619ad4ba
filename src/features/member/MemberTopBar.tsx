import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { paths } from '../../lib/paths';
import { openDownloadPopup, openLoginDialog } from '../../stores/ui';
import { BackIcon, DownloadIcon } from '../../ui/icons';

const SettingsIcon = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </svg>
);

/** The member centre's own top bar (the app header is hidden here, spec 01 §2): back home, title, download, settings. */
export function MemberTopBar({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <div className="mine-bar">
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Back to home`}
        onClick={() => navigate(paths.home, { replace: true })}
      >
        <BackIcon />
      </button>
      <h1 id="mine-title">
        <Trans>Member centre</Trans>
      </h1>
      <button type="button" className="icon-btn" aria-label={t`Download the app`} onClick={openDownloadPopup}>
        <DownloadIcon />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Personal settings`}
        onClick={() => (loggedIn ? navigate(paths.set) : openLoginDialog())}
      >
        <SettingsIcon />
      </button>
    </div>
  );
}
