import { useSnapshot } from 'valtio';
import { state as configState } from '../../stores/config';
import { Img } from '../../ui/Img';

/** The merchant's logo and name on the screens that have no header (login, register): who the player trusts. */
export function Brand() {
  const { config } = useSnapshot(configState);
  if (!config) return null;
  return (
    <div className="auth-brand">
      <Img src={config.theme.logo} alt="" width={48} height={48} />
      <span>{config.theme.appName}</span>
    </div>
  );
}
