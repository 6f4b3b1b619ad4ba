import { useEffect, useId, useRef, type ReactNode } from 'react';
import { afterDrawing, afterNextPaint } from '../lib/drawing';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Label of the close button, from the caller's catalogue. */
  closeLabel: string;
  /** Extra classes on the panel (for example a closing animation state). */
  className?: string;
  /** Actions kept in view below the scrolling body, so they never cover its content. */
  footer?: ReactNode;
  /** Its place in the stacking order (src/app/layers.css); a dialog unless the app opened it unasked (popup). */
  layer?: 'popup' | 'dialog' | 'update';
  /**
   * Closed, it stays in the page laid out but unseen (hidden, inert, out of the accessibility tree), so opening it
   * only shows it: for a dialog opened often, whose building and layout would otherwise be the tap's time.
   */
  keep?: boolean;
}

/**
 * A modal dialog: labelled by its title, focus moves in on open and returns on close, Escape and the backdrop close
 * it, and Tab stays inside.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  closeLabel,
  className,
  footer,
  layer = 'dialog',
  keep = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest onClose, read when a key is pressed: callers pass a new function on every render, and the effect
  // below must run on open and close only (re-running it moved focus back to the first control on each render).
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const el = panel.current;
    const focusables = () =>
      el
        ? [
            ...el.querySelectorAll<HTMLElement>(
              'a[href],button:not([disabled]),input,select,textarea,[tabindex]',
            ),
          ]
        : [];
    // Beneath the server's drawing (docs/performance.md) focus waits until the dialog is on screen; and it moves in
    // once the dialog has been painted, so the tap that opened it is answered first.
    let cancelPainted = () => {};
    const cancelDrawing = afterDrawing(() => {
      cancelPainted = afterNextPaint(() => (focusables()[0] ?? el)?.focus());
    });
    const cancelFocus = () => {
      cancelDrawing();
      cancelPainted();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      if (e.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
      // A kept dialog opens again at its top, as a new one would.
      const body = keep ? el?.querySelector('.dialog-body') : null;
      if (body) body.scrollTop = 0;
    };
  }, [open, keep]);

  if (!open && !keep) return null;
  return (
    <div
      className={`dialog-backdrop layer-${layer}${open ? '' : ' dialog-kept'}`}
      onClick={onClose}
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <div
        ref={panel}
        className={['dialog-panel', footer ? 'has-footer' : '', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-foot">{footer}</div>}
      </div>
    </div>
  );
}
