import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useClaimTurn } from '../stores/dialogTurns';
import { useNavigate } from '../lib/navigate';
import { paths } from '../lib/paths';
import { closeLoginDialog, state as uiState } from '../stores/ui';
import { Dialog } from '../ui/Dialog';

/** The login dialog of the guard table: a guest on a member entry is offered login or register. */
export function LoginDialog() {
  const { t } = useLingui();
  // Mounted while open: no popup comes over it (src/stores/dialogTurns.ts).
  useClaimTurn('login', true);
  const ui = useSnapshot(uiState);
  const navigate = useNavigate();
  const goTo = (to: string) => {
    closeLoginDialog();
    navigate(to);
  };
  return (
    <Dialog
      open={ui.loginDialogOpen}
      title={t`Please log in`}
      onClose={closeLoginDialog}
      closeLabel={t`Close`}
    >
      <p>
        <Trans>Not logged in, please login first.</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => goTo(paths.register)}>
          <Trans>Register</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={() => goTo(paths.login)}>
          <Trans>Login</Trans>
        </button>
      </div>
    </Dialog>
  );
}
