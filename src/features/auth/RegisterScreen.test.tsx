import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { RegisterFieldConfig, RegisterSettings } from '../../api/contract/account';
import { REGISTER_FIELD_NAMES } from '../../api/contract/accountFields';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import { i18n } from '../../i18n/i18n';
import { memoryBackend, setBackend } from '../../lib/db';
import { state as config } from '../../stores/config';
import { demoConfig } from '../../test/demoConfig';

type Answer = (options: { body?: unknown; query?: unknown }) => unknown;
const answers = new Map<string, Answer>();
vi.mock('../../api/client', () => ({
  call: vi.fn(async (ep: AnyEndpoint, options: { body?: unknown; query?: unknown } = {}) => {
    const answer = answers.get(`${ep.method} ${ep.path}`);
    if (!answer) throw new ApiError('server', 'request.not.found', 404, 'not found');
    return answer(options);
  }),
  configureClient: vi.fn(),
}));

const { default: RegisterScreen } = await import('./RegisterScreen');
const { handVerifiedPhone } = await import('./verifiedPhone');

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  mobilePasswordRegistration: true,
  captchaEnabled: false,
  minimumAge: 21,
  smsExpiredMinutes: 1,
  defaultDialingCode: '63',
};
const rule = { pattern: '^.{1,64}$', message: 'member.field.invalid', minLength: 1, maxLength: 64 };
const fields: RegisterFieldConfig = {
  fields: REGISTER_FIELD_NAMES.map((name) => ({
    name,
    enabled: ['username', 'password', 'affiliateCode', 'mobileNum', 'verificationCode'].includes(name),
    required: name === 'username' || name === 'password',
    ...rule,
    ...(name === 'mobileNum' ? { pattern: '^\\d{9,20}$' } : {}),
  })),
  loginRules: { loginUsername: rule, loginPassword: rule, loginMobileNum: rule, verificationCode: rule },
};

function renderRegister() {
  return render(
    <I18nProvider i18n={i18n}>
      <RegisterScreen />
    </I18nProvider>,
  );
}

describe('the register screen', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    i18n.activate('en');
    config.config = demoConfig;
    answers.clear();
    answers.set('GET /wps/system/setting/register', () => settings);
    answers.set('GET /wps/system/setting/register/fields', () => fields);
    answers.set('GET /wps/system/country', () => [
      { countryCode: 'PH', name: 'Philippines', dialingCode: '63' },
    ]);
  });
  afterEach(() => setBackend(undefined));

  it('marks required fields, asks for the merchant age, and keeps the button behind the agree box', async () => {
    const { findByLabelText, getByRole, getByText } = renderRegister();
    const username = await findByLabelText(/^Username/);
    expect(username.getAttribute('aria-required')).toBe('true');
    expect(getByText(/at least 21 years old/)).toBeTruthy();
    const button = getByRole('button', { name: 'Register' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(getByRole('checkbox', { name: /I agree/ }));
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the affiliate code first; a bad code gets the message and the focus, and no registration', async () => {
    const registered = vi.fn();
    answers.set('GET /wps/agent/affiliate', () => ({ success: false }));
    answers.set('PUT /wps/member/register', registered);
    const { findByLabelText, getByLabelText, getByRole } = renderRegister();
    fireEvent.input(await findByLabelText(/^Username/), { target: { value: 'newbie' } });
    fireEvent.input(getByLabelText(/^Password/), { target: { value: 'abc12345' } });
    fireEvent.input(getByLabelText(/^Confirm password/), { target: { value: 'abc12345' } });
    fireEvent.input(getByLabelText(/^Invitation code/), { target: { value: 'BAD1' } });
    fireEvent.click(getByRole('checkbox', { name: /years old/ }));
    await act(async () => fireEvent.click(getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(document.activeElement).toBe(getByLabelText(/^Invitation code/)));
    expect(getByLabelText(/^Invitation code/).getAttribute('aria-invalid')).toBe('true');
    expect(registered).not.toHaveBeenCalled();
  });

  it('sends the payload of spec 01 §3 with how the app runs, and carries the mobile number across a switch', async () => {
    let body: Record<string, unknown> = {};
    answers.set('PUT /wps/member/register', (o) => {
      body = o.body as Record<string, unknown>;
      return {
        token: 't',
        userName: 'newbie',
        customerType: 0,
        firstTimeLogin: true,
        mustChangePassword: false,
      };
    });
    const { findByLabelText, getByLabelText, getByRole } = renderRegister();
    fireEvent.input(await findByLabelText(/^Username/), { target: { value: 'newbie' } });
    fireEvent.input(getByLabelText(/^Mobile number/), { target: { value: '917-123-4567' } });
    fireEvent.click(getByRole('button', { name: 'By mobile number' }));
    expect((getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('9171234567');
    fireEvent.click(getByRole('button', { name: 'By username' }));
    fireEvent.input(getByLabelText(/^Password/), { target: { value: 'abc12345' } });
    fireEvent.input(getByLabelText(/^Confirm password/), { target: { value: 'abc12345' } });
    fireEvent.click(getByRole('checkbox', { name: /years old/ }));
    await act(async () => fireEvent.click(getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(body.username).toBe('newbie'));
    expect(body).toMatchObject({
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      registerMethod: 'H5',
      ageConfirmed: true,
      type: 0,
    });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it('registers a number the social sign-in proved with its token, the number fixed and no SMS code', async () => {
    let body: Record<string, unknown> = {};
    answers.set('PUT /wps/member/register/mobile', (o) => {
      body = o.body as Record<string, unknown>;
      return {
        token: 't',
        userName: '09175550123',
        customerType: 0,
        firstTimeLogin: true,
        mustChangePassword: false,
      };
    });
    handVerifiedPhone({
      mobileNum: '09175550123',
      countryDialingCode: '63',
      idToken: 'dev.63.09175550123.x',
    });
    const { findByLabelText, getByLabelText, getByRole, queryByLabelText, queryByRole } = renderRegister();
    const mobile = (await findByLabelText(/^Mobile number/)) as HTMLInputElement;
    expect([mobile.value, mobile.readOnly]).toEqual(['09175550123', true]);
    expect(queryByLabelText(/^Verification code/)).toBeNull();
    expect(queryByRole('button', { name: 'By username' })).toBeNull();
    fireEvent.input(getByLabelText(/^Password/), { target: { value: 'abc12345' } });
    fireEvent.input(getByLabelText(/^Confirm password/), { target: { value: 'abc12345' } });
    fireEvent.click(getByRole('checkbox', { name: /years old/ }));
    await act(async () => fireEvent.click(getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(body.mobileNum).toBe('09175550123'));
    expect(body).toMatchObject({
      firebaseChannel: 'sms',
      firebaseIdToken: 'dev.63.09175550123.x',
      countryDialingCode: '63',
    });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it('forgets a proven number once the form has read it', async () => {
    handVerifiedPhone({ mobileNum: '09175550123', countryDialingCode: '63', idToken: 'x' });
    const first = renderRegister();
    expect(((await first.findByLabelText(/^Mobile number/)) as HTMLInputElement).readOnly).toBe(true);
    first.unmount();
    const { findByRole } = renderRegister();
    expect(await findByRole('button', { name: 'By username' })).toBeTruthy();
  });
});
