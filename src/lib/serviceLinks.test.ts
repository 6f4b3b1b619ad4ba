import { describe, expect, it } from 'vitest';
import { hasServiceLink, serviceLinksOf } from './serviceLinks';

const ORIGIN = 'https://play.example.ph';
const SELF = '/m/service';
const link = (url: string, name = 'x', type = 1) => ({ name, url, type });

describe('serviceLinksOf', () => {
  it('embeds the first web link, same-origin or not, and lists mail and phone beside it', () => {
    const s = serviceLinksOf(
      [link('/dev/service/chat'), link('mailto:help@example.ph', 'Mail'), link('tel:+63281234567', 'Call')],
      ORIGIN,
      SELF,
    );
    expect(s.chat).toEqual({ url: `${ORIGIN}/dev/service/chat`, sameOrigin: true });
    expect(s.contacts.map((c) => c.kind)).toEqual(['mail', 'phone']);
    const foreign = serviceLinksOf(
      [link('https://chat.vendor.example/w/123'), link('https://t.me/x')],
      ORIGIN,
      SELF,
    );
    expect(foreign.chat).toEqual({ url: 'https://chat.vendor.example/w/123', sameOrigin: false });
    expect(foreign.contacts).toEqual([{ name: 'x', url: 'https://t.me/x', kind: 'web' }]);
  });

  it('leaves out a link back to the service screen itself, empty links and other schemes', () => {
    const s = serviceLinksOf(
      [
        link('/m/service'),
        link(`${ORIGIN}/m/service/`),
        link(''),
        link('javascript:alert(1)'),
        link('data:text/html,x'),
      ],
      ORIGIN,
      SELF,
    );
    expect(s).toEqual({ chat: undefined, contacts: [] });
    expect(hasServiceLink([link('/m/service')], ORIGIN, SELF)).toBe(false);
    expect(hasServiceLink([link('mailto:a@b.ph')], ORIGIN, SELF)).toBe(true);
  });
});
