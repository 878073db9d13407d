import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { promoCodeCarried } from '../../features/place-order/lazy';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { promotionPeriod, type Promotion } from '@pizza-order-app/contract/articles-api';
import { $now } from '../../shared/lib/clock/model';
import { FirstVisitVariant, useIsFirstVisitStandIn } from '../../shared/lib/first-visit-variant';
import { Button } from '../../shared/ui';
import './take-promotion.css';

/** A running promotion's ways to take it: its code to checkout, and the menu. */
function TakeRunning({ promoCode }: { readonly promoCode: string | undefined }) {
  const { t } = useTranslation();
  const carry = useUnit(promoCodeCarried);
  const [, navigate] = useLocation();
  return (
    <div className="article__actions take-promotion">
      {promoCode && (
        <Button
          onClick={() => {
            carry(promoCode);
            navigate(ROUTES.order);
          }}
        >
          {t('stock.apply-code', { code: promoCode })}
        </Button>
      )}
      <Link href={ROUTES.menu} className={`button button--${promoCode ? 'secondary' : 'primary'}`}>
        {t('stock.to-menu')}
      </Link>
    </div>
  );
}

/**
 * A running promotion is taken from its page: a code goes to checkout, applied there as if typed
 * (with an empty cart the order middleware sends the customer to the menu, and the code waits);
 * any promotion leads to the menu. An ended or future one offers neither: it would not apply.
 */
export function TakePromotion({ promotion }: { readonly promotion: Promotion }) {
  const now = useUnit($now);
  // The prerendered stand-in holds both, for the edge to keep the one its promotion takes.
  if (useIsFirstVisitStandIn())
    return (
      <>
        <FirstVisitVariant when="running-with-code">
          <TakeRunning promoCode={promotion.promoCode} />
        </FirstVisitVariant>
        <FirstVisitVariant when="running-without-code">
          <TakeRunning promoCode={undefined} />
        </FirstVisitVariant>
      </>
    );
  if (promotionPeriod(promotion, now) !== 'running') return null;
  return <TakeRunning promoCode={promotion.promoCode} />;
}
