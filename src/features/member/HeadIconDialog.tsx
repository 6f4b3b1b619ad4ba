import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getHeadIcon, setHeadIcon, type HeadIcon } from '../../api/contract/account';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { loadMember, state as memberState } from '../../stores/member';
import { showToast } from '../../stores/ui';
import { Dialog } from '../../ui/Dialog';
import { HeadIconChoices } from '../../ui/HeadIconChoices';
import './catalog';

/**
 * Choosing a head icon among the merchant's (docs/accounts.md "Head icons"): the merchant's icons from the head icon
 * call, the member's own marked; a tap sends the choice (form-encoded, spec 01 §6) and the member info that shows it
 * is read again. Loaded when the member centre's avatar is tapped.
 */
export default function HeadIconDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [icons, setIcons] = useState<HeadIcon>();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    call(getHeadIcon, { signal: controller.signal }).then(setIcons, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);

  const choose = async (headIcon: string) => {
    if (headIcon === current) return onClose();
    setSending(true);
    try {
      await call(setHeadIcon, { body: { headIcon } });
      // Shown at once; member info is read again behind it, so every screen that shows the icon follows.
      if (memberState.info) memberState.info = { ...memberState.info, headIcon };
      void loadMember(true);
      showToast(t`Head icon changed`);
      onClose();
    } catch (error) {
      setSending(false);
      showToast(i18n._(errorMessage(errorCodeOf(error))));
    }
  };

  return (
    <Dialog open title={t`Choose a head icon`} onClose={onClose} closeLabel={t`Close`}>
      {failed ? (
        <p role="alert">
          <Trans>The head icons could not be loaded. Please try again later.</Trans>
        </p>
      ) : !icons ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <HeadIconChoices
          choices={icons.choices}
          current={current}
          labelOf={(i) => (i === 0 ? t`The merchant's icon` : t`Head icon ${i}`)}
          disabled={sending}
          onChoose={(url) => void choose(url)}
        />
      )}
    </Dialog>
  );
}
