import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useEffect } from 'react';
import { markFrameHistory } from '../../lib/appHistory';
import { paths } from '../../lib/paths';
import { serviceLinksOf, type ServiceContact } from '../../lib/serviceLinks';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { state as networkState } from '../../stores/network';
import './member.css';
import './catalog';

/**
 * Customer service (`/m/service`): the merchant's chat embedded under the app's header, whose back control leaves
 * it; mail and phone links beside it, and a way to open a foreign chat in its own window in case its provider refuses
 * to be framed (docs/member-services.md "Customer service").
 */
export default function ServiceScreen() {
  const { t } = useLingui();
  const { config } = useSnapshot(configState);
  const { language } = useSnapshot(languageState);
  const { deviceOnline } = useSnapshot(networkState);
  useEffect(() => markFrameHistory(), []);
  const { chat, contacts } = serviceLinksOf(
    config?.customerService ?? [],
    location.origin,
    paths.service,
    language,
  );

  const fallback: Record<ServiceContact['kind'], string> = {
    mail: t`E-mail us`,
    phone: t`Call us`,
    web: t`Contact us`,
  };
  const src = chat && chat.sameOrigin ? withLanguage(chat.url, language) : chat?.url;
  return (
    <section className="service" aria-labelledby="service-title">
      <h1 id="service-title" className="visually-hidden">
        <Trans>Customer service</Trans>
      </h1>
      {chat && src ? (
        deviceOnline ? (
          <>
            <iframe
              key={src}
              className="service-frame"
              title={t`Customer service chat`}
              src={src}
              referrerPolicy="no-referrer"
              // A chat of this origin needs no script (the dev provider's page has none); a foreign one runs its own.
              sandbox={
                chat.sameOrigin
                  ? 'allow-forms allow-same-origin'
                  : 'allow-forms allow-scripts allow-same-origin allow-popups'
              }
            />
            {!chat.sameOrigin && (
              <a className="service-open" href={chat.url} target="_blank" rel="noopener noreferrer">
                <Trans>Open the chat in a new window</Trans>
              </a>
            )}
          </>
        ) : (
          <p className="service-state" role="status">
            <Trans>You are offline. The chat opens when you are back online.</Trans>
          </p>
        )
      ) : (
        <p className="service-state" role="status">
          <Trans>Live chat is not available right now.</Trans>
        </p>
      )}
      {contacts.length > 0 && (
        <ul className="service-contacts" aria-label={t`Other ways to reach us`}>
          {contacts.map((c) => (
            <li key={c.url}>
              <a href={c.url} {...(c.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <span aria-hidden="true">{ICONS[c.kind]}</span>
                <span>{c.name || fallback[c.kind]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const ICONS: Record<ServiceContact['kind'], string> = { mail: '✉', phone: '☎', web: '↗' };

/** Our own chat page speaks the app's language. */
function withLanguage(url: string, language: string): string {
  const u = new URL(url);
  u.searchParams.set('lang', language === 'EN' ? 'EN' : 'TY');
  return u.href;
}
