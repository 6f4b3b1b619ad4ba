import { useLingui } from '@lingui/react/macro';
import { listCountries } from '../../api/contract/account';
import { useCall } from './useCall';

/** The country dialing-code picker; the merchant's default comes first in the server's list. */
export function DialingCodeSelect({ value, onValue }: { value: string; onValue: (code: string) => void }) {
  const { t } = useLingui();
  const { data } = useCall(listCountries);
  const countries = data ?? [{ countryCode: '', name: '', dialingCode: value }];
  return (
    <select
      className="auth-dial"
      aria-label={t`Country dialing code`}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    >
      {countries.map((c) => (
        <option key={`${c.countryCode}-${c.dialingCode}`} value={c.dialingCode}>
          {`+${c.dialingCode}${c.countryCode ? ` ${c.countryCode}` : ''}`}
        </option>
      ))}
    </select>
  );
}
