import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerServiceLink, DownloadLink } from '../../api/contract/config';
import type { Infer } from 'superstruct';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';
import { ChatIcon, CloseIcon, FacebookIcon, HelpIcon, PlusIcon, SendIcon } from '../../ui/icons';
import { serviceLinksOf } from '../../lib/serviceLinks';

const SOCIAL = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'TELEGRAM3'] as const;

interface SideServiceBarProps {
  config: {
    customerService: readonly Readonly<Infer<typeof CustomerServiceLink>>[];
    downloads: readonly Readonly<DownloadLink>[];
  };
  onAddToHome: () => void;
}

/** The side service bar: live chat with a chat link (customer service with other contacts only), social links only when configured, the home-screen guide. */
export function SideServiceBar({ config, onAddToHome }: SideServiceBarProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // The entry says what it opens: live chat where the merchant has a chat link, its other contacts otherwise.
  const service = serviceLinksOf(config.customerService, location.origin, paths.service);
  const reachable = Boolean(service.chat) || service.contacts.length > 0;
  const labels: Record<(typeof SOCIAL)[number], string> = {
    FACEBOOK: t`Facebook`,
    TELEGRAM: t`Telegram`,
    TELEGRAM2: t`Telegram 2`,
    TELEGRAM3: t`Telegram 3`,
  };
  const social = SOCIAL.flatMap((type) => {
    const link = config.downloads.find((d) => d.resourceType === type && d.url);
    // The merchant's own name for the link (its `labelNameEn`, "Telegram VIP"), else the channel's.
    return link ? [{ type, url: link.url, name: link.labelNameEn.trim() || labels[type] }] : [];
  });
  return (
    <nav className={`side-bar${open ? ' open' : ''}`} aria-label={t`Help and community`}>
      <button
        type="button"
        className="side-bar-item side-bar-toggle"
        aria-expanded={open}
        aria-controls="side-bar-items"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <HelpIcon />}
        <span className="side-bar-label">{t`Help and community`}</span>
      </button>
      <div id="side-bar-items" className="side-bar-items" hidden={!open}>
        {reachable && (
          <Link className="side-bar-item chat" href={paths.service}>
            <ChatIcon />
            <span className="side-bar-name">{service.chat ? t`Live chat` : t`Customer service`}</span>
          </Link>
        )}
        {social.map((s) => (
          <a
            key={s.type}
            className={`side-bar-item ${s.type.toLowerCase()}`}
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {s.type === 'FACEBOOK' ? <FacebookIcon /> : <SendIcon />}
            <span className="side-bar-name">{s.name}</span>
          </a>
        ))}
        <button type="button" className="side-bar-item add-home" onClick={onAddToHome}>
          <PlusIcon />
          <span className="side-bar-name">{t`Add to home screen`}</span>
        </button>
      </div>
    </nav>
  );
}
