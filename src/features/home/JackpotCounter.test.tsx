import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../../api/contract/boot';
import { i18n } from '../../i18n/i18n';
import { messages } from '../../i18n/locales/en';
import { drawingGone } from '../../lib/drawing';
import { ScreenShownContext } from '../../stores/screenShown';
import { JACKPOT_TICK_MS, JackpotCounter } from './JackpotCounter';

function show(shown = true) {
  return render(
    <I18nProvider i18n={i18n}>
      <ScreenShownContext value={shown}>
        <JackpotCounter />
      </ScreenShownContext>
    </I18nProvider>,
  );
}

describe('JackpotCounter', () => {
  beforeEach(() => {
    i18n.load('en', messages);
    i18n.activate('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  });

  afterEach(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    vi.useRealTimers();
  });

  const figure = (container: HTMLElement) => container.querySelector('.jackpot-amount')?.textContent;

  it('moves its figure with the clock on a screen on show', () => {
    const { container } = show();
    const first = figure(container);
    act(() => vi.advanceTimersByTime(JACKPOT_TICK_MS * 8));
    expect(figure(container)).not.toBe(first);
  });

  it('stands still beneath the server drawing and moves once the drawing has gone', () => {
    const drawing = document.body.appendChild(document.createElement('div'));
    drawing.id = FIRST_SCREEN_ID;
    const { container } = show();
    const first = figure(container);
    act(() => vi.advanceTimersByTime(JACKPOT_TICK_MS * 8));
    expect(figure(container)).toBe(first);
    drawing.remove();
    act(() => drawingGone());
    act(() => vi.advanceTimersByTime(JACKPOT_TICK_MS * 8));
    expect(figure(container)).not.toBe(first);
  });

  it('stands still while home is kept behind another screen', () => {
    const { container } = show(false);
    const first = figure(container);
    act(() => vi.advanceTimersByTime(JACKPOT_TICK_MS * 8));
    expect(figure(container)).toBe(first);
  });
});
