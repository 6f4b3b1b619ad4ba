import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { state as uiState } from '../stores/ui';
import { lazyPart } from './lazyPart';

interface MenuProps {
  onClose: () => void;
}

function Menu({ onClose }: MenuProps) {
  return (
    <button type="button" onClick={onClose}>
      the menu
    </button>
  );
}

const failure = () => new TypeError('Importing a module script failed.');

/** The part's module, as its bare import answers it. */
interface MenuModule {
  Menu: typeof Menu;
}
const pickMenu = (m: MenuModule) => m.Menu;

beforeEach(async () => {
  await activateLanguage('EN');
  uiState.toasts.splice(0);
});

afterEach(() => {
  uiState.toasts.splice(0);
});

/** A screen with a button that opens the part, beside text that must stay on screen whatever the part does. */
function Page({ Part }: { Part: ComponentType<MenuProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <p>the screen</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <Part onClose={() => setOpen(false)} />}
    </I18nProvider>
  );
}

describe('a part whose code loads on use', () => {
  it('that fails to load closes, says the network is slow, keeps the app on screen, and loads on the next open', async () => {
    const load = vi
      .fn<() => Promise<MenuModule>>()
      .mockRejectedValueOnce(failure())
      .mockResolvedValue({ Menu });
    const onFailed = vi.fn(({ onClose }: MenuProps) => onClose());
    const Part = lazyPart(load, pickMenu, { onFailed });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Page Part={Part} />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    // The screen around it stays: the failure never reaches the root.
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('the menu')).toBeNull();
    expect(uiState.toasts.map((t) => [t.text, t.kind])).toEqual([
      ['Network slow or offline. Please try again.', 'error'],
    ]);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('the menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('that the app shows by itself shows nothing when it fails, quietly, and loads once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<MenuModule>>()
      .mockRejectedValueOnce(failure())
      .mockResolvedValue({ Menu });
    const Part = lazyPart(load, pickMenu);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <p>the screen</p>
        <Part onClose={() => {}} />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('the menu')).toBeNull();
    expect(uiState.toasts).toEqual([]);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets an error of the part itself go on up: it is a fault, not the network', async () => {
    function Broken(): never {
      throw new Error('the part is broken');
    }
    const Part = lazyPart(() => Promise.resolve({ Menu: Broken }), pickMenu, {
      onFailed: ({ onClose }) => onClose(),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = vi.fn();
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught(error);
      }
      override render() {
        return this.state.failed ? <p>caught above</p> : this.props.children;
      }
    }
    render(
      <Outer>
        <Page Part={Part} />
      </Outer>,
    );
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('caught above')).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: 'the part is broken' }));
    expect(uiState.toasts).toEqual([]);
  });

  it('that loaded once renders at once the next time, without asking again', async () => {
    const load = vi.fn<() => Promise<MenuModule>>().mockResolvedValue({ Menu });
    const Part = lazyPart(load, pickMenu, { onFailed: ({ onClose }) => onClose() });
    render(<Page Part={Part} />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    await act(async () => (await screen.findByText('the menu')).click());
    expect(screen.queryByText('the menu')).toBeNull();
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByText('the menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
