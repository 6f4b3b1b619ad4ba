import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { AnyEndpoint } from '../../api/contract/endpoint';
import { i18n } from '../../i18n/i18n';
import { memoryBackend, setBackend } from '../../lib/db';
import { clearSession, setSession } from '../../stores/session';
import { dropHeldPassword, holdPassword } from './heldPassword';
import { loadRemembered, saveRemembered } from './rememberedLogin';

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

const { default: ChangePasswordScreen } = await import('./ChangePasswordScreen');

function renderScreen() {
  return render(
    <I18nProvider i18n={i18n}>
      <ChangePasswordScreen />
    </I18nProvider>,
  );
}

describe('change password', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    i18n.activate('en');
    answers.clear();
    setSession({ token: 't', merchantCode: 'demo', userName: 'demo', type: 0 });
  });
  afterEach(() => {
    setBackend(undefined);
    dropHeldPassword();
    clearSession();
  });

  it('hides the old-password field while the login password is held, and refuses new = old without a call', async () => {
    holdPassword('demo', 'abc12345');
    const change = vi.fn(() => true);
    answers.set('POST /wps/member/password/v2', change);
    const { queryByLabelText, getByLabelText, getByRole, findByRole } = renderScreen();
    expect(queryByLabelText(/^Old password/)).toBeNull();
    fireEvent.input(getByLabelText(/^New password/), { target: { value: 'abc12345' } });
    fireEvent.input(getByLabelText(/^Confirm new password/), { target: { value: 'abc12345' } });
    fireEvent.click(getByRole('button', { name: 'Save' }));
    expect((await findByRole('dialog')).textContent).toContain('cannot be the same');
    expect(change).not.toHaveBeenCalled();
  });

  it('asks for the old password when none is held, and updates the remembered record on success', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'old12345' });
    let body: unknown;
    answers.set('POST /wps/member/password/v2', (o) => {
      body = o.body;
      return true;
    });
    const { getByLabelText, getByRole } = renderScreen();
    fireEvent.input(getByLabelText(/^Old password/), { target: { value: 'old12345' } });
    fireEvent.input(getByLabelText(/^New password/), { target: { value: 'new12345' } });
    fireEvent.input(getByLabelText(/^Confirm new password/), { target: { value: 'new12345' } });
    await act(async () => fireEvent.click(getByRole('button', { name: 'Save' })));
    await waitFor(async () => expect((await loadRemembered('username'))?.password).toBe('new12345'));
    expect(body).toEqual({
      oldPassword: 'old12345',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
  });
});
