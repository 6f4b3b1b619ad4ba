import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';
import { PICKER_LANGUAGES, setLanguage, state as languageState } from '../../stores/language';
import { BackIcon } from '../../ui/icons';

/** The languages' own names, as the header menu shows them. */
const NAMES: Record<string, string> = { TY: 'Tagalog', EN: 'English' };

/**
 * Login and register have no header (spec 01 §2): this bar is their way home (back from register goes to /m/home)
 * and their way to the other language, which a player who cannot read this one needs before anything else.
 */
export function AuthTopBar() {
  const { t } = useLingui();
  const { language } = useSnapshot(languageState);
  const other = PICKER_LANGUAGES.find((code) => code !== language) ?? 'TY';
  return (
    <div className="auth-top">
      <Link href={paths.home} className="auth-top-home" aria-label={t`Back to home`}>
        <BackIcon />
      </Link>
      <button
        type="button"
        className="auth-top-language"
        lang={other === 'EN' ? 'en' : 'fil'}
        aria-label={`${t`Language`}: ${NAMES[other] ?? other}`}
        onClick={() => void setLanguage(other)}
      >
        {NAMES[other] ?? other}
      </button>
    </div>
  );
}
