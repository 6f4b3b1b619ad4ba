import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { listVendors } from '../../api/contract/games';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';

/** The providers of one game type for this merchant and language, through the cache (a stable list per answer). */
export function useVendors(gameType: string) {
  const language = useSnapshot(languageState).language;
  const merchant = useSnapshot(configState).config?.merchantCode;
  const { data, loading } = useCached(listVendors, { gameType, merchant, language });
  const vendors = useMemo(() => data ?? [], [data]);
  return { vendors, loading };
}
