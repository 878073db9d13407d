import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountChanged } from './model';
import { ORDER_LIMITS } from '../../shared/contract/limits';
import type { PricedCart } from './price-cart';
import { compositeName } from '../../shared/contract/composite-line';
import { keepUnits } from '../../shared/lib/keep-units';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Button } from '../../shared/ui';
import { focusControlIn } from '../../shared/ui/focus-into-view';
// Directly, not through the barrel: the menu's first load shows no stepper.
import { Stepper } from '../../shared/ui/stepper';
import { CartTotals } from './cart-totals';
import { FreeDeliveryGap } from './free-delivery-gap';
import type { FreeDeliveryGap as Gap } from '../../shared/contract/orders-api';
import { localTotals, type CartTotalsData } from './use-price-quote';
import './cart-lines.css';

interface CartLinesProps {
  readonly priced: PricedCart;
  /** The backend's price of these lines (usePriceQuote); the cart's own sums by default. */
  readonly totals?: CartTotalsData;
  readonly pending?: boolean;
  /** What the dishes lack for free delivery, from the same price (usePriceQuote). */
  readonly toFreeDelivery?: Gap | null;
}

/**
 * The cart's lines and totals; a line that cannot be ordered now (off the menu, or on the
 * restaurant's stop list) is flagged with a one-tap remove.
 */
export function CartLines({
  priced,
  totals = localTotals(priced),
  pending,
  toFreeDelivery = null,
}: CartLinesProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const changeAmount = useUnit(amountChanged);
  const list = useRef<HTMLUListElement>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // A line removed takes its focused button with it: the next line (or else the one before)
  // takes the focus, and its stepper says which dish it is. The last one's removal is its
  // screen's (the cart says it is empty; checkout goes back to the menu).
  const change = (cartProdId: string, name: string, amount: number) => {
    if (amount === 0) {
      setRemoved(name);
      const line = list.current?.querySelector(`[data-line="${CSS.escape(cartProdId)}"]`);
      const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
      if (neighbour instanceof HTMLElement) focusControlIn(neighbour);
    }
    changeAmount({ cartProdId, amount });
  };
  return (
    <div className="cart-lines">
      <ul ref={list} className="cart-lines__list" aria-label={t('cart.lines')}>
        {priced.lines.map(({ item, product, parts, availability, modifiers, lineTotal }) => {
          // A dish made of parts is named with every one: "½ Пепперони + ½ Маргарита".
          const name = product
            ? product.composition
              ? compositeName(
                  product.composition.kind,
                  product.name,
                  (parts ?? []).map((part) => part?.name ?? ''),
                )
              : product.name
            : t('cart.unknown-product', { id: item.id });
          return (
            <li
              key={item.cartProdId}
              data-line={item.cartProdId}
              className={`cart-line${availability === null ? '' : ' cart-line--unavailable'}`}
            >
              <div className="cart-line__info">
                <span className="cart-line__name">{keepUnits(name)}</span>
                {modifiers.length > 0 && (
                  <span className="cart-line__modifiers">
                    {modifiers
                      .map(({ name, count }) => (count > 1 ? `${name} ×${count}` : name))
                      .join(', ')}
                  </span>
                )}
                {availability !== null && (
                  <span className="cart-line__flag">
                    {availability === 'gone'
                      ? t('cart.unavailable')
                      : availability === 'stopped'
                        ? t('cart.out-of-stock')
                        : t('cart.modifier-out-of-stock', {
                            name: modifiers.find(({ id }) => id === availability)?.name,
                          })}
                  </span>
                )}
              </div>
              {availability !== null ? (
                <Button variant="ghost" onClick={() => change(item.cartProdId, name, 0)}>
                  {t('cart.remove')}
                </Button>
              ) : (
                <>
                  <Stepper
                    label={name}
                    value={item.amount}
                    min={0}
                    max={ORDER_LIMITS.lineAmount.max}
                    onChange={(amount) => change(item.cartProdId, name, amount)}
                  />
                  <span className="cart-line__total">{formatPrice(lineTotal)}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {removed !== null && t('cart.line-removed', { name: removed })}
      </p>
      <CartTotals totals={totals} pending={pending} />
      <FreeDeliveryGap gap={toFreeDelivery} />
    </div>
  );
}
