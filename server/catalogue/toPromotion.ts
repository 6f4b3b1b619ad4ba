import type { Promotion } from '../../src/api/contract/promotions';
import type { promotions } from '../db/schema/catalogue';
import { imagesOf, wordingOf, type Reader } from '../content/wording';
import { cdnUrl } from './imagePaths';
import { isoDate } from './isoDate';

/** A promotions row as the wire's promotion in the reader's language, images under the merchant's CDN. */
export function toPromotion(p: typeof promotions.$inferSelect, cdn: string, reader: Reader): Promotion {
  return {
    id: p.id,
    ...wordingOf(p, reader, `promotion:${p.id}`),
    startDate: isoDate(p.startDate),
    endDate: isoDate(p.endDate),
    noExpiry: p.noExpiry ? 1 : 0,
    promoAnnouncementCategoryIds: p.categoryIds,
    announcementImages: imagesOf(p, reader).map((i) => ({ url: cdnUrl(cdn, i.url), sequence: i.sequence })),
  };
}
