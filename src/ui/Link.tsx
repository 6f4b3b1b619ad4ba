import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigate } from '../lib/navigate';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address in the app (/m/…). */
  href: string;
  /** Takes the place of the current entry in the history. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real anchor (opens in a new tab with a modifier, as any link), moved by the app's own
 * navigation on a plain tap. Unlike wouter's `Link` it does not follow the address, so a move does not render every
 * link on the screen again (src/lib/navigate.ts).
 */
export function Link({ href, replace, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
