import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';

const pending = vi.hoisted(() => ({ list: [] as { id: number; kind: string; upline: string }[] }));
vi.mock('../../api/client', () => ({ call: vi.fn(async () => pending) }));
vi.mock('../../stores/dialogTurns', () => ({ useDialogTurn: () => true }));
vi.mock('../../hooks/address', () => ({ useAddress: () => ({ path: '/m/home' }) }));
vi.mock('../../lib/navigate', () => ({ useNavigate: () => vi.fn() }));

const { default: ContractPrompt } = await import('./ContractPrompt');

describe('the contract prompt', () => {
  beforeEach(() => i18n.activate('en'));

  it('names every proposal waiting, not only the first', async () => {
    pending.list = [
      { id: 1, kind: 'salary', upline: 'agent' },
      { id: 2, kind: 'hourly', upline: 'agent' },
      { id: 3, kind: 'dividend', upline: 'boss' },
    ];
    render(
      <I18nProvider i18n={i18n}>
        <ContractPrompt />
      </I18nProvider>,
    );
    const prompt = await screen.findByTestId('contract-prompt');
    expect([...prompt.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'agent: daily salary contract',
      'agent: hourly salary contract',
      'boss: dividend contract',
    ]);
  });

  it('keeps the one sentence for one proposal', async () => {
    pending.list = [{ id: 1, kind: 'salary', upline: 'agent' }];
    render(
      <I18nProvider i18n={i18n}>
        <ContractPrompt />
      </I18nProvider>,
    );
    expect((await screen.findByTestId('contract-prompt')).textContent).toContain(
      'agent offers you a daily salary contract.',
    );
  });
});
