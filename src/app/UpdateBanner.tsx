import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Dialog } from '../ui/Dialog';
import { applyUpdate, postponeUpdate, updateState } from './update';
import './status-banners.css';

/** "Update available" (issue 6, the prompt strategy): a polite status with an Update button; never reloads mid-form. */
export function UpdateBanner() {
  const { t } = useLingui();
  const update = useSnapshot(updateState);
  if (!update.available) return null;
  return (
    <>
      <div className="status-banner update-banner" role="status" data-testid="update-banner">
        <span>
          <Trans>A new version is available.</Trans>
        </span>
        <button type="button" className="btn btn-small btn-primary" onClick={() => applyUpdate()}>
          <Trans>Update</Trans>
        </button>
      </div>
      <Dialog
        open={update.confirming}
        layer="update"
        title={t`Update now?`}
        onClose={postponeUpdate}
        closeLabel={t`Close`}
      >
        <p>
          <Trans>The page will reload and what you typed in the form will be lost.</Trans>
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={postponeUpdate}>
            <Trans>Later</Trans>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => applyUpdate(true)}>
            <Trans>Update now</Trans>
          </button>
        </div>
      </Dialog>
    </>
  );
}
