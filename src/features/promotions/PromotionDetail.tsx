import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import type { Promotion } from '../../api/contract/promotions';
import { paths } from '../../lib/paths';
import { coverImage } from '../../lib/promotionPeriod';
import { SafeHtml } from '../../ui/SafeHtml';
import { PromotionPeriodText } from './PromotionPeriodText';
import { Img } from '../../ui/Img';

/** One promotion (spec 02 §2 "Activity detail"): the picture, title, dates, sanitised description, where to act. */
export function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const cover = coverImage(promotion.announcementImages);
  return (
    <article className="promo-detail" data-promotion={promotion.id}>
      {cover && <Img className="promo-image" src={cover} alt="" width={690} height={260} />}
      <h1 className="promo-title">{promotion.title}</h1>
      <PromotionPeriodText promotion={promotion} />
      {promotion.claim === 'reward' && (
        <Link className="btn btn-primary promo-act" href={paths.rewardCenter}>
          <Trans>Claim in the reward center</Trans>
        </Link>
      )}
      {promotion.claim === 'mission' && (
        <Link className="btn btn-primary promo-act" href={paths.leaderBoard}>
          <Trans>See the mission board</Trans>
        </Link>
      )}
      <SafeHtml className="promo-content" html={promotion.content} />
    </article>
  );
}
