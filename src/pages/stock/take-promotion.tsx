import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { promoCodeCarried } from '../../features/place-order/lazy';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import type { Promotion } from '@pizza-order-app/contract/articles-api';
import { $now } from '../../shared/lib/clock/model';
import { Button } from '../../shared/ui';
import './take-promotion.css';

/**
 * A running promotion is taken from its page: a code goes to checkout, applied there as if typed
 * (with an empty cart the order middleware sends the customer to the menu, and the code waits);
 * any promotion leads to the menu. An ended or future one offers neither: it would not apply.
 */
export function TakePromotion({ promotion }: { readonly promotion: Promotion }) {
  const { t } = useTranslation();
  const [now, carry] = useUnit([$now, promoCodeCarried]);
  const [, navigate] = useLocation();
  const { promoCode } = promotion;
  if (now < Date.parse(promotion.startsAt) || now >= Date.parse(promotion.endsAt)) return null;
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
