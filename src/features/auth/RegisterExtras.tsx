import { getHeadIcon } from '../../api/contract/account';
import { listAnnouncements } from '../../api/contract/announcements';
import { useSnapshot } from 'valtio';
import { state as configState } from '../../stores/config';
import { useCall } from './useCall';
import { Img } from '../../ui/Img';

const REGISTER_ANNOUNCEMENTS = { types: ['B'], groupName: 'm_reg', platform: 'M' } as const;

/** The register page's head icon and its announcements (types B, group m_reg, platform M, the merchant's code). */
export function RegisterExtras() {
  const icon = useCall(getHeadIcon).data;
  const merchantCode = useSnapshot(configState).config?.merchantCode;
  const announcements = useCall(listAnnouncements, {
    ...REGISTER_ANNOUNCEMENTS,
    types: [...REGISTER_ANNOUNCEMENTS.types],
    merchantCode,
  }).data;
  const banner = announcements?.banners[0];
  return (
    <>
      {icon?.url && <Img className="auth-head-icon" src={icon.url} alt="" width={72} height={72} />}
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
