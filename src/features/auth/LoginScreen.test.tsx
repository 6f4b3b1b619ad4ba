import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import { login } from '../../api/contract/session';
import { i18n } from '../../i18n/i18n';
import { memoryBackend, setBackend } from '../../lib/db';
import { state as config } from '../../stores/config';
import { demoConfig } from '../../test/demoConfig';

const answers = new Map<string, (options: { body?: unknown; onHeaders?: (h: Headers) => void }) => unknown>();
/** The path of every call the screen made, in order. */
const calls: string[] = [];
vi.mock('../../api/client', () => ({
  call: vi.fn(async (ep: AnyEndpoint, options: { body?: unknown; onHeaders?: (h: Headers) => void } = {}) => {
    calls.push(ep.path);
    const answer = answers.get(ep.path);
    if (!answer) throw new ApiError('server', 'request.not.found', 404, 'not found');
    return answer(options);
  }),
  configureClient: vi.fn(),
}));

const { default: LoginScreen } = await import('./LoginScreen');

function renderLogin() {
  return render(
    <I18nProvider i18n={i18n}>
      <LoginScreen />
    </I18nProvider>,
  );
}

describe('the login screen', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    i18n.activate('en');
    config.config = demoConfig;
    answers.clear();
    calls.length = 0;
  });
  afterEach(() => setBackend(undefined));

  it('focuses the first invalid field and sends nothing', async () => {
    const { getByLabelText, getByRole } = renderLogin();
    const before = calls.length;
    await act(async () => fireEvent.click(getByRole('button', { name: 'Login' })));
    await waitFor(() => expect(document.activeElement).toBe(getByLabelText(/Username/)));
    expect(getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.slice(before)).toEqual([]);
    expect(calls).not.toContain(login.path);
  });

  it('shows the captcha only after a failure carrying the flag, and sends its id back', async () => {
    let sent: unknown;
    answers.set('/wps/session/login', ({ body }) => {
      sent = body;
      throw new ApiError('server', 'login.failed', 401, 'no', { captcha: true });
    });
    answers.set('/wps/captcha', ({ onHeaders }) => {
      onHeaders?.(new Headers({ 'captcha-id': 'cap-1' }));
      return 'data:image/png;base64,AAAA';
    });
    const { getByLabelText, getByRole, queryByLabelText, findByRole } = renderLogin();
    expect(queryByLabelText(/^Captcha/)).toBeNull();
    fireEvent.input(getByLabelText(/Username/), { target: { value: 'demo' } });
    fireEvent.input(getByLabelText(/^Password/), { target: { value: 'wrong-pass' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Login' })));
    expect((await findByRole('alert')).textContent).toBe('Incorrect username or password');
    await waitFor(() => expect(getByLabelText(/^Captcha/)).toBeTruthy());
    // Letters and digits only, at most 16 (its hint: "1-16 letters or digits").
    fireEvent.input(getByLabelText(/^Captcha/), { target: { value: '12 ab-34567890123456' } });
    expect((getByLabelText(/^Captcha/) as HTMLInputElement).value).toBe('12ab345678901234');
    fireEvent.input(getByLabelText(/^Captcha/), { target: { value: '123456' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Login' })));
    await waitFor(() =>
      expect(sent).toMatchObject({ captcha: '123456', captchaId: 'cap-1', username: 'demo' }),
    );
    expect(sent).toHaveProperty('loginDeviceId');
  });

  it('gives the fields the autocomplete hints password managers need', () => {
    const { getByLabelText } = renderLogin();
    expect(getByLabelText(/Username/).getAttribute('autocomplete')).toBe('username');
    expect(getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
  });
});
