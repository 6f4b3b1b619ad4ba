import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from './Dialog';

interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Signs out; the caller owns what happens around it (loader, toast, held password). */
  onConfirm: () => void;
}

/** The one sign-out confirmation, shared by the header menu and the settings screen. */
export function SignOutDialog({ open, onClose, onConfirm }: SignOutDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} title={t`Sign out`} onClose={onClose} closeLabel={t`Close`}>
      <p>
        <Trans>Do you want to sign out?</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </Dialog>
  );
}
