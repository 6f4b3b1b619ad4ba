import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getHeadIcon } from '../../api/contract/account';
import { listAnnouncements } from '../../api/contract/announcements';
import { useSnapshot } from 'valtio';
import { state as configState } from '../../stores/config';
import { useCall } from './useCall';
import { Img } from '../../ui/Img';
import { Dialog } from '../../ui/Dialog';
import { HeadIconChoices } from '../../ui/HeadIconChoices';

const REGISTER_ANNOUNCEMENTS = { types: ['B'], groupName: 'm_reg', platform: 'M' } as const;

/**
 * The register page's head icon and its announcements (types B, group m_reg, platform M, the merchant's code). The
 * head icon is a button: the player may choose another among the merchant's, which the form sends once the account
 * exists (docs/accounts.md "Head icons"); `chosen` is that choice, none until they make one.
 */
export function RegisterExtras({
  chosen,
  onChoose,
}: {
  chosen: string | undefined;
  onChoose: (url: string) => void;
}) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const icon = useCall(getHeadIcon).data;
  const shown = chosen ?? icon?.url;
  const merchantCode = useSnapshot(configState).config?.merchantCode;
  const announcements = useCall(listAnnouncements, {
    ...REGISTER_ANNOUNCEMENTS,
    types: [...REGISTER_ANNOUNCEMENTS.types],
    merchantCode,
  }).data;
  const banner = announcements?.banners[0];
  return (
    <>
      {icon && shown && (
        <button
          type="button"
          className="auth-head-icon"
          aria-label={t`Choose a head icon`}
          onClick={() => setChoosing(true)}
        >
          <Img src={shown} alt="" width={72} height={72} />
        </button>
      )}
      {icon && shown && (
        <Dialog
          open={choosing}
          title={t`Choose a head icon`}
          onClose={() => setChoosing(false)}
          closeLabel={t`Close`}
        >
          <HeadIconChoices
            choices={icon.choices}
            current={shown}
            labelOf={(i) => (i === 0 ? t`The merchant's icon` : t`Head icon ${i}`)}
            onChoose={(url) => {
              onChoose(url);
              setChoosing(false);
            }}
          />
        </Dialog>
      )}
      {banner && (
        <a
          className="auth-banner"
          href={banner.linkUrl || undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={banner.title}
        >
          <Img src={banner.url} alt={banner.title} />
        </a>
      )}
    </>
  );
}
