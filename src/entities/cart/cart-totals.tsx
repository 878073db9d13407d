import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Discount } from '@pizza-order-app/contract/orders-api';
import { keepAmountsWhole } from '@pizza-order-app/contract/lib/keep-amounts-whole';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import type { CartTotalsData } from './price-quote';
import './cart-totals.css';

const sum = (discounts: readonly Discount[]) =>
  discounts.reduce((total, { amount }) => total + amount, 0);

/**
 * The sums of a cart, a checkout or a placed order: the dishes, each offer taken off them, the
 * delivery as charged (naming the offer that made it free or cheaper), the total and what the
 * offers saved. `pending`: the last price shown while the backend prices the change.
 */
export function CartTotals({
  totals,
  pending = false,
}: {
  readonly totals: CartTotalsData;
  readonly pending?: boolean;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const onDishes = totals.discounts.filter(({ appliesTo }) => appliesTo === 'dishes');
  const onDelivery = totals.discounts.filter(({ appliesTo }) => appliesTo === 'delivery');
  const saved = sum(totals.discounts);
  return (
    <dl className={`cart-totals${pending ? ' cart-totals--pending' : ''}`} aria-busy={pending}>
      <dt>{t('cart.subtotal')}</dt>
      <dd>{formatPrice(totals.dishesPrice)}</dd>
      {onDishes.map((discount) => (
        <Fragment key={discount.promotionId}>
          <dt className="cart-totals__discount">{keepAmountsWhole(discount.title)}</dt>
          <dd className="cart-totals__discount">
            {t('offers.minus', { amount: formatPrice(discount.amount) })}
          </dd>
        </Fragment>
      ))}
      {totals.deliveryPrice > 0 && (
        <>
          <dt>
            {t('cart.delivery')}
            {onDelivery.map((discount) => (
              <span key={discount.promotionId} className="cart-totals__offer">
                {keepAmountsWhole(discount.title)}
              </span>
            ))}
          </dt>
          <dd>{formatPrice(totals.deliveryPrice - sum(onDelivery))}</dd>
        </>
      )}
      <dt className="cart-totals__total">{t('cart.total')}</dt>
      <dd className="cart-totals__total" data-testid="cart-total">
        {formatPrice(totals.total)}
      </dd>
      {saved > 0 && (
        <>
          <dt className="cart-totals__saved">{t('offers.saved')}</dt>
          <dd className="cart-totals__saved">{formatPrice(saved)}</dd>
        </>
      )}
    </dl>
  );
}
