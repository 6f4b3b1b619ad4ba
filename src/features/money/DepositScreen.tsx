import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSearch } from '../../hooks/address';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { getDepositOptions, type DepositOptions } from '../../api/contract/deposit';
import { state as configState } from '../../stores/config';
import { DepositForm } from './DepositForm';
import { DepositStatus } from './DepositStatus';
import './money.css';
import './catalog';

/**
 * Deposit (`/m/voucherCenter`, spec 01 §2): the channels, limits and quick amounts from the server, the first-deposit
 * bonus, and, back from the provider's pay page (`?deposit=`), the deposit's status until it is settled. The
 * template is `new` when the merchant's `dep_func` is '1', else `base` (spec 01 §2).
 */
export default function DepositScreen() {
  const depositId = Number(new URLSearchParams(useSearch()).get('deposit')) || undefined;
  const template = useSnapshot(configState).config?.mobileTemplate.dep_func === '1' ? 'new' : 'base';
  const [options, setOptions] = useState<DepositOptions>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getDepositOptions, { signal: controller.signal }).then(setOptions, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt, depositId]);

  return (
    <section className={`money money-${template}`} data-template={template}>
      {depositId !== undefined && <DepositStatus id={depositId} />}
      {failed ? (
        <div className="money-state" role="alert">
          <p>
            <Trans>The deposit options could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !options ? (
        <p className="money-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <DepositForm options={options} template={template} />
      )}
    </section>
  );
}
