/**
 * The merchant's customer-service links (spec 01 §3 "a list of two links"), sorted for the service screen
 * (docs/member-services.md "Customer service"): the first web link is the chat the screen embeds; mail and phone
 * links are offered beside it. A link back to the service screen itself, or of any other scheme, is left out.
 */
export interface ServiceLinkLike {
  readonly name: string;
  readonly url: string;
  readonly type: number;
  /** The merchant's name for the link per language (TY, EN), where it gave one. */
  readonly names?: Readonly<Partial<Record<'TY' | 'EN', string>>> | undefined;
}

export interface ServiceChat {
  /** Absolute URL of the chat. */
  readonly url: string;
  /** Served by this origin: the screen passes the language, and frames it without scripts. */
  readonly sameOrigin: boolean;
}

export interface ServiceContact {
  readonly name: string;
  readonly url: string;
  readonly kind: 'mail' | 'phone' | 'web';
}

export interface ServiceLinks {
  readonly chat?: ServiceChat;
  readonly contacts: readonly ServiceContact[];
}

const parse = (raw: string, origin: string): URL | undefined => {
  try {
    return new URL(raw.trim(), origin);
  } catch {
    return undefined;
  }
};

export function serviceLinksOf(
  links: readonly ServiceLinkLike[],
  origin: string,
  servicePath: string,
  /** The language the names are shown in: a link's name in it, where the merchant gave one. */
  language?: string,
): ServiceLinks {
  let chat: ServiceChat | undefined;
  const contacts: ServiceContact[] = [];
  for (const raw of links) {
    const url = raw.url ? parse(raw.url, origin) : undefined;
    if (!url) continue;
    const named = language === 'TY' || language === 'EN' ? raw.names?.[language]?.trim() : undefined;
    const link = { name: named || raw.name };
    if (url.protocol === 'mailto:') contacts.push({ name: link.name, url: url.href, kind: 'mail' });
    else if (url.protocol === 'tel:') contacts.push({ name: link.name, url: url.href, kind: 'phone' });
    else if (url.protocol === 'https:' || url.protocol === 'http:') {
      const sameOrigin = url.origin === origin;
      if (sameOrigin && url.pathname.replace(/\/+$/, '') === servicePath) continue;
      if (!chat) chat = { url: url.href, sameOrigin };
      else contacts.push({ name: link.name, url: url.href, kind: 'web' });
    }
  }
  return { chat, contacts };
}

/** Whether the merchant has any way to reach customer service, so entries to it are worth showing. */
export const hasServiceLink = (links: readonly ServiceLinkLike[], origin: string, servicePath: string) => {
  const s = serviceLinksOf(links, origin, servicePath);
  return !!s.chat || s.contacts.length > 0;
};
