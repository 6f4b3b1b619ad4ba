import type { Infer } from 'superstruct';
import type { Copyright } from '../api/contract/config';

/**
 * The merchant's copyright line (spec 01 §2): `© from-to brand`. The header's pop-up menu starts it at its own year
 * (`headerMenuFrom`, 2018 for the demo merchant); the member centre and the login and register screens show it from
 * `from` (2019).
 */
export function CopyrightLine({
  copyright,
  place,
}: {
  copyright: Readonly<Infer<typeof Copyright>> | undefined;
  place: 'headerMenu' | 'page';
}) {
  if (!copyright) return null;
  const from = place === 'headerMenu' ? (copyright.headerMenuFrom ?? copyright.from) : copyright.from;
  return (
    <p className={place === 'headerMenu' ? 'menu-copyright' : 'page-copyright'}>
      © {from}-{copyright.to} {copyright.brand}
    </p>
  );
}
