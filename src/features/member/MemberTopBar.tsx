import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { paths } from '../../lib/paths';
import { openDownloadPopup, openLoginDialog } from '../../stores/ui';
import { BackIcon, DownloadIcon, SettingsIcon } from '../../ui/icons';

/** The member centre's own top bar (the app header is hidden here, spec 01 §2): back home, title, download, settings. */
export function MemberTopBar({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
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
