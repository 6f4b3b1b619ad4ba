import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messages } from '../../i18n/locales/en';
import { ScreenShownContext } from '../../stores/screenShown';
import { NoticeTicker } from './NoticeTicker';

// The marquee itself (when it measures, how it moves) is marquee.test.ts's; here, when the ticker asks for it.
const started: HTMLElement[] = [];
const stopped: HTMLElement[] = [];
vi.mock('./marquee', () => ({
  startMarquee: (track: HTMLElement) => {
    started.push(track);
    return () => void stopped.push(track);
  },
}));

function show(shown: boolean, titles = ['Maintenance on Sunday']) {
  const ui = (isShown: boolean, list: string[]) => (
    <I18nProvider i18n={i18n}>
      <ScreenShownContext value={isShown}>
        <NoticeTicker titles={list} downloadUrl={undefined} onOpen={() => {}} />
      </ScreenShownContext>
    </I18nProvider>
  );
  const view = render(ui(shown, titles));
  return { ...view, again: (isShown: boolean, list = titles) => view.rerender(ui(isShown, list)) };
}

describe('NoticeTicker', () => {
  beforeEach(() => {
    started.length = 0;
    stopped.length = 0;
    i18n.load('en', messages);
    i18n.activate('en');
  });

  it('sets its text moving on a screen on show', () => {
    const { container } = show(true);
    expect(started).toEqual([container.querySelector('.notice-track')]);
  });

  it('leaves the text standing, unmeasured, while home is kept behind another screen, and moves it once shown', () => {
    const { again, container } = show(false);
    expect(started).toHaveLength(0);
    act(() => again(true));
    expect(started).toEqual([container.querySelector('.notice-track')]);
    act(() => again(false));
    expect(stopped).toEqual(started);
    expect(started).toHaveLength(1);
  });

  it('measures again for other titles', () => {
    const { again } = show(true);
    act(() => again(true, ['Maintenance on Monday']));
    expect(started).toHaveLength(2);
    expect(stopped).toHaveLength(1);
  });
});
