import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { ref } from 'valtio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { messages } from '../i18n/locales/en';
import type * as configStore from '../stores/config';
import { state as configState } from '../stores/config';
import { demoConfig } from '../test/demoConfig';
import { App } from './App';

// The shell stands in for the real one (its own tests and the end-to-end suite cover it): this test is about when the
// app leaves its loading screen for it.
vi.mock('./Shell', () => ({ Shell: () => <p>the shell</p> }));
// The config is set by the test; nothing is fetched or followed.
vi.mock('../stores/config', async (original) => ({
  ...(await original<typeof configStore>()),
  loadConfig: () => Promise.resolve(),
  followConfig: () => () => {},
}));

const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** Whether React expects its updates inside act() (testing-library turns it on). */
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('App', () => {
  // The config arrives as it does in the app: from a task of its own, outside any act() of the test's.
  const actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    i18n.load('en', messages);
    i18n.activate('en');
  });
  afterAll(() => {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it("renders the shell after the config's arrival, in a render of its own, not in the task that brought it", async () => {
    configState.config = undefined;
    configState.status = 'loading';
    render(
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>,
    );
    expect(screen.queryByText('the shell')).toBeNull();

    actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    configState.config = ref(demoConfig);
    configState.status = 'ready';
    // A store's change renders at once, in a microtask of the task that made it: the shell is not in that render.
    await microtasks();
    expect(screen.queryByText('the shell')).toBeNull();
    // It comes in the deferred render after it, in a task of React's scheduler.
    await vi.waitFor(() => expect(screen.queryByText('the shell')).not.toBeNull());
    actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    await act(async () => {});
  });
});
