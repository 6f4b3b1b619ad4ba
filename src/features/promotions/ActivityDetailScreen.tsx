import { useSearch } from '../../hooks/address';
import { PromotionLoader, promotionIdOf } from './PromotionLoader';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';
import './promotions.css';
import './catalog';

/** `/m/activityDetail?id=`: one promotion (spec 02 §2 "Activity detail"). */
export default function ActivityDetailScreen() {
  const id = promotionIdOf(useSearch());
  return (
    <section className="promo-screen">
      {id === undefined ? (
        <div className="promo-state" role="status">
          <p>
            <Trans>This promotion has ended or could not be loaded.</Trans>
          </p>
          <Link className="btn" href={paths.activity}>
            <Trans>All promotions</Trans>
          </Link>
        </div>
      ) : (
        <PromotionLoader id={id} />
      )}
    </section>
  );
}
