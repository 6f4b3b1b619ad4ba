import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a labelled modal that takes focus and closes on Escape', () => {
    const onClose = vi.fn();
    const { getByRole } = render(
      <Dialog open title="Latest news" onClose={onClose} closeLabel="Close">
        <a href="/m/home">Home</a>
      </Dialog>,
    );
    const dialog = getByRole('dialog', { name: 'Latest news' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    const { queryByRole } = render(
      <Dialog open={false} title="x" onClose={() => {}} closeLabel="Close">
        y
      </Dialog>,
    );
    expect(queryByRole('dialog')).toBeNull();
  });
});
