import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getUserAgreement } from '../../api/contract/account';
import { state as languageState } from '../../stores/language';
import { SafeHtml } from '../../ui/SafeHtml';
import { useCall } from './useCall';
import './auth.css';
import './catalog';

/** The user agreement (/m/useragreement): the server's text for this language, sanitised. */
export default function UserAgreementScreen() {
  const { language } = useSnapshot(languageState);
  const { data, failed, reload } = useCall(getUserAgreement, { language });
  if (!data) {
    return (
      <section className="auth" aria-busy={!failed}>
        {failed && (
          <>
            <p className="auth-failure" role="alert">
              <Trans>Network slow or offline</Trans>
            </p>
            <button type="button" className="btn" onClick={reload}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </section>
    );
  }
  return (
    <article className="auth" aria-labelledby="agreement-title">
      <h1 id="agreement-title" className="auth-title">
        {data.title}
      </h1>
      <SafeHtml className="auth-notice" html={data.content} />
    </article>
  );
}
