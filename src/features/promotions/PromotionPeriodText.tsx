import { Trans } from '@lingui/react/macro';
import type { Promotion } from '../../api/contract/promotions';
import { useSnapshot } from 'valtio';
import { promotionPeriod } from '../../lib/promotionPeriod';
import { state as configState } from '../../stores/config';

/** A promotion's dates by spec 02 §5: a range, one date, or the start and the long-term label. */
export function PromotionPeriodText({ promotion }: { promotion: Promotion }) {
  const timeZone = useSnapshot(configState).config?.timeZone;
  const period = promotionPeriod(promotion, timeZone);
  return (
    <p className="promo-period" data-period={period.kind}>
      {period.kind === 'single' ? (
        <time dateTime={promotion.startDate}>{period.date}</time>
      ) : period.kind === 'range' ? (
        <>
          <time dateTime={promotion.startDate}>{period.start}</time> –{' '}
          <time dateTime={promotion.endDate}>{period.end}</time>
        </>
      ) : (
        <>
          <time dateTime={promotion.startDate}>{period.start}</time> – <Trans>Long term</Trans>
        </>
      )}
    </p>
  );
}
