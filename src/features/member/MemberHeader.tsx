import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import type { MemberInfo } from '../../api/contract/member';
import { daysSince } from '../../lib/format';
import { paths } from '../../lib/paths';
import { UserIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { lazyPart } from '../../hooks/lazyPart';

// The chooser loads when the avatar is tapped.
const HeadIconDialog = lazyPart(
  () => import('./HeadIconDialog'),
  (m) => m.default,
  {
    onFailed: ({ onClose }) => onClose(),
  },
);

/** Who is here: account name, VIP level and days since joining; a guest gets the login-or-register prompt. */
export function MemberHeader(props: { loggedIn: boolean; name: string; info: MemberInfo | undefined }) {
  if (!props.loggedIn) {
    return (
      <div className="mine-who mine-guest">
        <span className="mine-avatar">
          <UserIcon />
        </span>
        <div>
          <p className="mine-name">
            <Trans>Welcome! Log in to see your account.</Trans>
          </p>
          <div className="mine-guest-actions">
            <Link href={paths.login} className="btn btn-primary btn-small">
              <Trans>Login</Trans>
            </Link>
            <Link href={paths.register} className="btn btn-small">
              <Trans>Register</Trans>
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <MemberWho name={props.name} info={props.info} />;
}

/** A member's own line: their head icon (a tap chooses another), name, VIP level and days since joining. */
function MemberWho({ name, info }: { name: string; info: MemberInfo | undefined }) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const days = info ? daysSince(info.regDate) : undefined;
  return (
    <div className="mine-who">
      <button
        type="button"
        className="mine-avatar"
        aria-label={t`Change head icon`}
        disabled={!info}
        onClick={() => setChoosing(true)}
      >
        {info ? <Img src={info.headIcon} alt="" width={52} height={52} /> : <UserIcon />}
      </button>
      {choosing && info && <HeadIconDialog current={info.headIcon} onClose={() => setChoosing(false)} />}
      <div>
        <p className="mine-name">
          <span data-testid="mine-account">{name}</span>
          {info && info.vipLevel > 0 && (
            <span className="mine-vip">
              <Trans>VIP {info.vipLevel}</Trans>
            </span>
          )}
        </p>
        {days !== undefined && (
          <p className="mine-joined">
            <Plural value={days} _0="Joined today" one="Joined # day ago" other="Joined # days ago" />
          </p>
        )}
      </div>
    </div>
  );
}
