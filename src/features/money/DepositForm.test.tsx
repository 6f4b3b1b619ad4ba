import { fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DepositOptions } from '../../api/contract/deposit';
import { i18n } from '../../i18n/i18n';
import { resetNetwork } from '../../stores/network';
import { DepositForm } from './DepositForm';
import './catalog';

const options: DepositOptions = {
  channels: [
    { code: 'gcash', name: 'GCash', kind: 'ewallet', min: 100, max: 50000, quickAmounts: [100, 500] },
    { code: 'instapay', name: 'InstaPay', kind: 'bank', min: 500, max: 100000, quickAmounts: [500, 1000] },
  ],
  firstDepositBonus: { amount: 258, eligible: true },
  expiryMinutes: 30,
};

describe.each(['base', 'new'] as const)('the %s deposit template', (template) => {
  beforeEach(() => {
    i18n.activate('en');
    resetNetwork();
  });
  const renderWith = (o: DepositOptions = options) =>
    render(
      <I18nProvider i18n={i18n}>
        <DepositForm options={o} template={template} />
      </I18nProvider>,
    );

  it('lays the channels out in its own way, each a labelled radio with its kind and limits', () => {
    const { container, getByRole } = renderWith();
    expect(container.querySelector(`.money-channels-${template}`)).not.toBeNull();
    expect((getByRole('radio', { name: /GCash/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      (getByRole('radio', { name: /InstaPay Bank transfer ₱500\.00 – ₱100,000\.00/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("offers the chosen channel's quick amounts, and names the total on the button", () => {
    const { getByRole, queryByRole } = renderWith();
    fireEvent.click(getByRole('radio', { name: /InstaPay/ }));
    expect(queryByRole('button', { name: '₱100.00' })).toBeNull();
    fireEvent.click(getByRole('button', { name: '₱1,000.00' }));
    expect((getByRole('button', { name: 'Deposit ₱1,000.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what is wrong with an amount outside the channel limits', () => {
    const { getByLabelText, getByRole } = renderWith();
    const field = getByLabelText('Amount');
    fireEvent.input(field, { target: { value: '99.5' } });
    fireEvent.blur(field);
    expect(getByRole('alert').textContent).toBe('The least is ₱100.00');
    fireEvent.input(field, { target: { value: '10.555' } });
    expect(getByRole('alert').textContent).toBe('Enter an amount in pesos, with at most two decimals');
  });

  it('shows the first-deposit bonus only while the player can still get it', () => {
    expect(renderWith().container.querySelector('[data-first-deposit-bonus]')?.textContent).toContain(
      '₱258.00',
    );
    const used = renderWith({ ...options, firstDepositBonus: { amount: 258, eligible: false } });
    expect(used.container.querySelector('[data-first-deposit-bonus]')).toBeNull();
  });
});
