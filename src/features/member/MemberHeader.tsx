import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import type { MemberInfo } from '../../api/contract/member';
import { daysSince } from '../../lib/format';
import { paths } from '../../lib/paths';
import { UserIcon } from '../../ui/icons';

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
  const { info, name } = props;
  const days = info ? daysSince(info.regDate) : undefined;
  return (
    <div className="mine-who">
      <span className="mine-avatar">
        <UserIcon />
      </span>
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
