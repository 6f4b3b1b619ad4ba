import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { Link } from '../../ui/Link';
import { listPromotionCategories, listPromotions } from '../../api/contract/promotions';
import { activityDetail } from '../../lib/paths';
import { coverImage } from '../../lib/promotionPeriod';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { ActivityMenu, type ActivityMenuItem } from './ActivityMenu';
import { PromotionLoader, promotionIdOf } from './PromotionLoader';
import { PromotionPeriodText } from './PromotionPeriodText';
import './promotions.css';
import './catalog';
import { Img } from '../../ui/Img';
import { LoadFailed } from './LoadFailed';

/**
 * The activity centre (`/m/activity`, the bottom menu's Promotions; spec 02 §2 "Promotions"): the category tab strip
 * (all first), the live promotions as cards with their cover picture, each opening its detail. With `?id=` it shows
 * that promotion's detail directly. A language change fetches again (the language is part of the query).
 */
export default function PromotionsScreen() {
  const id = promotionIdOf(useSearch());
  return id === undefined ? (
    <PromotionList />
  ) : (
    <section className="promo-screen">
      <PromotionLoader id={id} />
    </section>
  );
}

function PromotionList() {
  const { t } = useLingui();
  const language = useSnapshot(languageState).language;
  const [selected, setSelected] = useState(0);
  const categories = useCached(listPromotionCategories, { language });
  const tabs: ActivityMenuItem[] = [
    { id: undefined, title: t`All` },
    ...(categories.data ?? []).map((c) => ({ id: c.id, title: c.title })),
  ];
  const categoryId = tabs[selected]?.id;
  const list = useCached(listPromotions, { categoryId, language });
  const promotions = list.data ?? [];

  return (
    <section className="promo-screen" aria-labelledby="promo-title">
      <h1 id="promo-title" className="visually-hidden">
        <Trans>Promotions</Trans>
      </h1>
      <ActivityMenu items={tabs} selected={selected} onSelect={setSelected} label={t`Promotion categories`} />
      <div role="tabpanel" aria-label={tabs[selected]?.title} aria-busy={list.loading}>
        {promotions.length === 0 && list.failed ? (
          <LoadFailed
            offline={list.offline}
            onRetry={() => {
              categories.retry();
              list.retry();
            }}
          />
        ) : promotions.length === 0 ? (
          <p className="promo-state" role="status">
            {list.loading ? (
              <Trans>Loading…</Trans>
            ) : (
              <Trans>No promotions in this category right now.</Trans>
            )}
          </p>
        ) : (
          <ul className="promo-list">
            {promotions.map((p) => {
              const cover = coverImage(p.announcementImages);
              return (
                <li key={p.id} className="promo-card" data-promotion={p.id}>
                  <Link href={activityDetail(p.id)} className="promo-card-link">
                    {cover && (
                      <Img
                        className="promo-image"
                        src={cover}
                        alt=""
                        width={690}
                        height={260}
                        loading="lazy"
                      />
                    )}
                    <span className="promo-card-title">{p.title}</span>
                  </Link>
                  <PromotionPeriodText promotion={p} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
