import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/Link';
import { getPromotion } from '../../api/contract/promotions';
import { paths } from '../../lib/paths';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { PromotionDetail } from './PromotionDetail';

/** Loads one promotion by id and shows it, or says it is over, or that it could not be loaded. */
export function PromotionLoader({ id }: { id: number }) {
  const language = useSnapshot(languageState).language;
  const { data, loading, failed } = useCached(getPromotion, { id, language });
  if (data) return <PromotionDetail promotion={data} />;
  return (
    <div className="promo-state" role="status">
      <p>
        {loading ? (
          <Trans>Loading…</Trans>
        ) : failed ? (
          <Trans>This promotion has ended or could not be loaded.</Trans>
        ) : (
          <Trans>Loading…</Trans>
        )}
      </p>
      {!loading && (
        <Link className="btn" href={paths.activity}>
          <Trans>All promotions</Trans>
        </Link>
      )}
    </div>
  );
}

/** The `id` query value as a promotion id, when it is one. */
export function promotionIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,7}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 ? id : undefined;
}
