import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { paths } from '../lib/paths';
import { CopyrightLine } from '../ui/CopyrightLine';
import { state as configState } from '../stores/config';
import { PICKER_LANGUAGES, setLanguage, state as languageState } from '../stores/language';
import { state as networkState } from '../stores/network';
import { state as sessionState } from '../stores/session';
import { reloadBalance } from '../stores/balance';
import { state as walletState, toggleHidden } from '../stores/wallet';
import { openLoginDialog, showToast, TOAST_MS, startLoading } from '../stores/ui';
import { SignOutDialog } from '../ui/SignOutDialog';
import { useGuardedNavigate } from '../hooks/useGuardedNavigate';
import { reloadable } from '../lib/importAgain';

// Sign-out code (and the session contract) loads only when used; after a failed load, the next tap asks afresh.
const loadSignOut = reloadable(() => import('../stores/signOut'));

/** The header's pop-up menu (spec 01 §2): money shortcuts, balance controls, sign out, help, language, copyright. */
export function HeaderMenu({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const session = useSnapshot(sessionState);
  const wallet = useSnapshot(walletState);
  const config = useSnapshot(configState);
  const language = useSnapshot(languageState);
  // Refreshing the balance and signing out need the platform: disabled offline, with a note (issue 6).
  const offline = !useSnapshot(networkState).online;
  const go = useGuardedNavigate();
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const loggedIn = Boolean(session.info?.token);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const navigateTo = (to: string) => {
    onClose();
    go(to);
  };

  const refresh = async () => {
    if (!loggedIn) {
      onClose();
      return openLoginDialog();
    }
    const ok = await reloadBalance();
    if (!ok) showToast(t`Network slow or offline. Please try again.`, TOAST_MS.short, 'error');
  };

  const confirmSignOut = async () => {
    const stop = startLoading();
    try {
      // Sign-out code (and the session contract) loads only when used, keeping it out of the first paint.
      const loaded = await loadSignOut().catch(() => undefined);
      if (loaded) await loaded.signOut();
      else showToast(t`Network slow or offline. Please try again.`, TOAST_MS.short, 'error');
    } finally {
      stop();
    }
  };

  return (
    <>
      <div className="menu-backdrop" onClick={onClose} />
      <div ref={panel} className="header-menu" role="menu" aria-label={t`Menu`}>
        <button type="button" role="menuitem" onClick={() => navigateTo(paths.voucherCenter)}>
          <Trans>Deposit</Trans>
        </button>
        <button type="button" role="menuitem" onClick={() => navigateTo(paths.withdraw)}>
          <Trans>Withdraw</Trans>
        </button>
        <button
          type="button"
          role="menuitem"
          onClick={() => void refresh()}
          disabled={wallet.refreshing || (offline && loggedIn)}
        >
          {wallet.refreshing ? <Trans>Refreshing balance…</Trans> : <Trans>Refresh balance</Trans>}
        </button>
        {loggedIn && (
          <button type="button" role="menuitem" onClick={toggleHidden}>
            {wallet.hidden ? <Trans>Show balance</Trans> : <Trans>Hide balance</Trans>}
          </button>
        )}
        {loggedIn && (
          <button type="button" role="menuitem" onClick={() => setConfirming(true)} disabled={offline}>
            <Trans>Sign out</Trans>
          </button>
        )}
        {loggedIn && offline && (
          <p className="menu-offline-note" role="note">
            <Trans>Refreshing the balance and signing out need a connection.</Trans>
          </p>
        )}
        <button type="button" role="menuitem" onClick={() => navigateTo(paths.help)}>
          <Trans>Help center</Trans>
        </button>
        <div className="menu-languages" role="group" aria-label={t`Language`}>
          {PICKER_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={language.language === code}
              onClick={() => {
                // A choice made closes the menu, as every other entry does.
                onClose();
                void setLanguage(code);
              }}
            >
              {code === 'TY' ? 'Tagalog' : 'English'}
            </button>
          ))}
        </div>
        <CopyrightLine place="headerMenu" copyright={config.config?.copyright} />
      </div>
      <SignOutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmSignOut()}
      />
    </>
  );
}
