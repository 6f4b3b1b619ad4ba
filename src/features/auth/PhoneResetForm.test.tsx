import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import { i18n } from '../../i18n/i18n';
import { memoryBackend, setBackend } from '../../lib/db';
import { state as config } from '../../stores/config';
import { demoConfig } from '../../test/demoConfig';
import './catalog';

type Answer = (options: { body?: unknown }) => unknown;
const answers = new Map<string, Answer>();
vi.mock('../../api/client', () => ({
  call: vi.fn(async (ep: AnyEndpoint, options: { body?: unknown } = {}) => {
    const answer = answers.get(`${ep.method} ${ep.path}`);
    if (!answer) throw new ApiError('server', 'request.not.found', 404, 'not found');
    return answer(options);
  }),
  configureClient: vi.fn(),
}));

const { PhoneResetForm } = await import('./PhoneResetForm');

function renderForm() {
  return render(
    <I18nProvider i18n={i18n}>
      <PhoneResetForm />
    </I18nProvider>,
  );
}

describe('set password by phone', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    i18n.activate('en');
    config.config = demoConfig;
    answers.clear();
    answers.set('POST /wps/verification/sms/noLogin', () => ({ expiredMinutes: 1 }));
  });
  afterEach(() => {
    setBackend(undefined);
    vi.useRealTimers();
  });

  it('enables the code field after a send, counts down, and disables it again at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { getByLabelText, getByRole } = renderForm();
    const code = getByLabelText(/^Verification code/) as HTMLInputElement;
    expect(code.disabled).toBe(true);
    fireEvent.input(getByLabelText(/^Mobile number/), { target: { value: '9171234567' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Get code' })));
    await waitFor(() => expect(code.disabled).toBe(false));
    expect(getByRole('button', { name: '60 s' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(code.disabled).toBe(true);
    expect(getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('asks for a valid number before sending a code', async () => {
    const sent = vi.fn(() => ({ expiredMinutes: 1 }));
    answers.set('POST /wps/verification/sms/noLogin', sent);
    const { getByLabelText, getByRole } = renderForm();
    fireEvent.input(getByLabelText(/^Mobile number/), { target: { value: '12' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Get code' })));
    expect(sent).not.toHaveBeenCalled();
    expect(getByLabelText(/^Mobile number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the password on modify.new.old.same and the code on any other failure', async () => {
    let refusal = 'modify.new.old.same';
    answers.set('POST /wps/member/password/phone', () => {
      throw new ApiError('server', refusal, 400, 'no');
    });
    const { getByLabelText, getByRole } = renderForm();
    const password = getByLabelText(/^New password/) as HTMLInputElement;
    const code = getByLabelText(/^Verification code/) as HTMLInputElement;
    fireEvent.input(getByLabelText(/^Mobile number/), { target: { value: '9171234567' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Get code' })));
    await waitFor(() => expect(code.disabled).toBe(false));
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.input(password, { target: { value: 'abc12345' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(password.value).toBe(''));
    expect(code.value).toBe('123456');
    refusal = 'verification.code.invalid';
    fireEvent.input(password, { target: { value: 'abc12345' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(code.value).toBe(''));
    expect(password.value).toBe('abc12345');
  });
});
