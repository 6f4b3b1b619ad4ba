import type { Country } from '../../src/api/contract/account';

/** The dialing-code picker's countries; the merchant's own country is moved to the front. */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', name: 'Philippines', dialingCode: '63' },
  { countryCode: 'VN', name: 'Vietnam', dialingCode: '84' },
  { countryCode: 'TH', name: 'Thailand', dialingCode: '66' },
  { countryCode: 'ID', name: 'Indonesia', dialingCode: '62' },
  { countryCode: 'MY', name: 'Malaysia', dialingCode: '60' },
  { countryCode: 'SG', name: 'Singapore', dialingCode: '65' },
  { countryCode: 'KH', name: 'Cambodia', dialingCode: '855' },
  { countryCode: 'MM', name: 'Myanmar', dialingCode: '95' },
  { countryCode: 'IN', name: 'India', dialingCode: '91' },
  { countryCode: 'CN', name: 'China', dialingCode: '86' },
  { countryCode: 'JP', name: 'Japan', dialingCode: '81' },
  { countryCode: 'KR', name: 'South Korea', dialingCode: '82' },
  { countryCode: 'US', name: 'United States', dialingCode: '1' },
  { countryCode: 'GB', name: 'United Kingdom', dialingCode: '44' },
];

export function countriesFor(countryCode: string): Country[] {
  const own = COUNTRIES.filter((c) => c.countryCode === countryCode);
  return [...own, ...COUNTRIES.filter((c) => c.countryCode !== countryCode)];
}

/** The merchant's default dialing code (its country's, else the Philippines'). */
export const defaultDialingCode = (countryCode: string): string => countriesFor(countryCode)[0]!.dialingCode;
