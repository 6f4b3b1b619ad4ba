import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from './Field';
import { CAPTCHA_MAX, lettersAndDigitsOnly, type Problem } from './validation';

interface CaptchaFieldProps {
  id: string;
  value: string;
  onValue: (value: string) => void;
  image: string | undefined;
  onReload: () => void;
  problem?: Problem | undefined;
}

/** The captcha code with its image; tapping the image loads a new one (the screen clears the code). */
export function CaptchaField({ id, value, onValue, image, onReload, problem }: CaptchaFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      id={id}
      label={<Trans>Captcha</Trans>}
      value={value}
      onValue={(v) => onValue(lettersAndDigitsOnly(v, CAPTCHA_MAX))}
      problem={problem}
      required
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={CAPTCHA_MAX}
      placeholder={t`1-16 letters or digits`}
      after={
        <button type="button" className="auth-captcha" onClick={onReload} aria-label={t`New captcha image`}>
          {image ? <img src={image} alt="" width={100} height={40} /> : <span>{t`Reload`}</span>}
        </button>
      }
    />
  );
}
