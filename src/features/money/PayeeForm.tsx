import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { addPayee, getBanks, type Bank, type Payee, type Reauth } from '../../api/contract/withdraw';
import { readPreferences, writePreference } from '../../lib/preferences';
import { failureText } from './failureText';
import { hasProof, ReauthFields, type ReauthProof } from './ReauthFields';

/** The spec's "cached bank list" (spec 01 §3), kept in the preferences and cleared at logout (stores/signOut.ts). */
const BANK_LIST = 'bankList';

function cachedBanks(): Bank[] | undefined {
  const list = readPreferences()[BANK_LIST];
  return Array.isArray(list) ? (list as Bank[]) : undefined;
}

/** Adds a payee account (bank or e-wallet) with re-authentication. */
export function PayeeForm({ reauth, onAdded }: { reauth: Reauth; onAdded: (payee: Payee) => void }) {
  const { t, i18n } = useLingui();
  const [banks, setBanks] = useState<Bank[] | undefined>(cachedBanks);
  const [bankCode, setBankCode] = useState('');
  const [accountName, setName] = useState('');
  const [accountNumber, setNumber] = useState('');
  const [proof, setProof] = useState<ReauthProof>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    // The cached list shows at once; the server's answer replaces it.
    const controller = new AbortController();
    call(getBanks, { signal: controller.signal }).then(
      ({ list }) => {
        setBanks(list);
        writePreference(BANK_LIST, list);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  // What the form still lacks, said under the button while it waits for it (issue 51: it stayed disabled, unexplained).
  const missing = [
    !bankCode && t`Bank or e-wallet`,
    accountName.trim().length < 2 && t`Account name`,
    !/^\d{6,20}$/.test(accountNumber) && t`Account or mobile number`,
    !hasProof(proof) && t`verification`,
  ].filter((m): m is string => Boolean(m));
  const ready = missing.length === 0;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onAdded(
        await call(addPayee, {
          body: { bankCode, accountName: accountName.trim(), accountNumber, ...proof },
        }),
      );
    } catch (error) {
      setFailure(failureText(i18n, error));
      setBusy(false);
    }
  };

  return (
    <form
      className="money-form money-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Add a payee account`}
    >
      <h2>
        <Trans>Add a payee account</Trans>
      </h2>
      <div className="money-field">
        <label htmlFor="payee-bank">
          <Trans>Bank or e-wallet</Trans>
        </label>
        <select id="payee-bank" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          <option value="">{banks ? t`Choose…` : t`Loading…`}</option>
          {banks?.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="money-field">
        <label htmlFor="payee-name">
          <Trans>Account name</Trans>
        </label>
        <input
          id="payee-name"
          autoComplete="name"
          maxLength={50}
          value={accountName}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="money-field">
        <label htmlFor="payee-number">
          <Trans>Account or mobile number</Trans>
        </label>
        <input
          id="payee-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={accountNumber}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
        />
        <p className="money-hint">
          <Trans>6 to 20 digits</Trans>
        </p>
      </div>
      <ReauthFields idPrefix="payee" reauth={reauth} value={proof} onValue={setProof} />
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary money-submit"
        disabled={!ready || busy}
        aria-describedby={ready ? undefined : 'payee-missing'}
      >
        <Trans>Save payee account</Trans>
      </button>
      {!ready && (
        <p id="payee-missing" className="money-hint">
          <Trans>Still needed: {missing.join(', ')}</Trans>
        </p>
      )}
    </form>
  );
}
