import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a labelled modal that takes focus once painted, and closes on Escape', async () => {
    const onClose = vi.fn();
    const { getByRole } = render(
      <Dialog open title="Latest news" onClose={onClose} closeLabel="Close">
        <a href="/m/home">Home</a>
      </Dialog>,
    );
    const dialog = getByRole('dialog', { name: 'Latest news' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Not in the render's own task: the tap that opened it is answered (painted) first.
    expect(document.activeElement).not.toBe(getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps focus where the player moved it when its parent renders again, and Escape calls the latest onClose', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const dialog = (onClose: () => void) => (
      <Dialog open title="Latest news" onClose={onClose} closeLabel="Close">
        <a href="/m/home">Home</a>
      </Dialog>
    );
    const { getByRole, rerender } = render(dialog(first));
    const link = getByRole('link', { name: 'Home' });
    link.focus();
    // A parent passing a new function (a notice joining the news dialog) must not pull focus back to the first control.
    rerender(dialog(latest));
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(latest).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });

  it('opened beneath the server drawing, takes the focus only once the drawing has gone', async () => {
    const { FIRST_SCREEN_ID } = await import('../api/contract/boot');
    const { drawingGone } = await import('../lib/drawing');
    const drawing = document.body.appendChild(document.createElement('div'));
    drawing.id = FIRST_SCREEN_ID;
    try {
      const { getByRole } = render(
        <Dialog open title="Latest news" onClose={() => {}} closeLabel="Close">
          <a href="/m/home">Home</a>
        </Dialog>,
      );
      const close = getByRole('button', { name: 'Close' });
      expect(document.activeElement).not.toBe(close);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.activeElement).not.toBe(close);
      drawing.remove();
      drawingGone();
      await waitFor(() => expect(document.activeElement).toBe(close));
    } finally {
      drawing.remove();
    }
  });

  it('renders nothing while closed', () => {
    const { queryByRole } = render(
      <Dialog open={false} title="x" onClose={() => {}} closeLabel="Close">
        y
      </Dialog>,
    );
    expect(queryByRole('dialog')).toBeNull();
  });

  it('kept while closed, stays laid out but hidden, inert and out of reach, and opens in the same element', async () => {
    const onClose = vi.fn();
    const dialog = (open: boolean) => (
      <Dialog open={open} keep title="Filter" onClose={onClose} closeLabel="Close">
        <button type="button">Provider</button>
      </Dialog>
    );
    const { container, queryByRole, getByRole, rerender } = render(dialog(false));
    const backdrop = container.querySelector('.dialog-backdrop');
    expect(backdrop?.classList.contains('dialog-kept')).toBe(true);
    expect(backdrop?.getAttribute('aria-hidden')).toBe('true');
    expect(backdrop?.hasAttribute('inert')).toBe(true);
    expect(queryByRole('dialog')).toBeNull();
    // Closed, Escape and the backdrop reach nothing.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(dialog(true));
    expect(container.querySelector('.dialog-backdrop')).toBe(backdrop);
    expect(backdrop?.classList.contains('dialog-kept')).toBe(false);
    expect(backdrop?.hasAttribute('inert')).toBe(false);
    expect(backdrop?.hasAttribute('aria-hidden')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    const body = container.querySelector('.dialog-body')!;
    body.scrollTop = 120;
    rerender(dialog(false));
    expect(container.querySelector('.dialog-backdrop')).toBe(backdrop);
    expect(queryByRole('dialog')).toBeNull();
    // It opens again at its top, as a new one would.
    expect(body.scrollTop).toBe(0);
  });

  it('without keep, leaves nothing in the page while closed', () => {
    const { container } = render(
      <Dialog open={false} title="Filter" onClose={() => {}} closeLabel="Close">
        <p>Body</p>
      </Dialog>,
    );
    expect(container.querySelector('.dialog-backdrop')).toBeNull();
  });
});
