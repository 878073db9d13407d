import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountChanged, cartLineId, lineSubstituted } from './model';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import type { PricedCart } from './price-cart';
import { compositeName } from '@pizza-order-app/contract/composite-line';
import { keepUnits } from '../../shared/lib/keep-units';
import { productDetails } from '@pizza-order-app/contract/product-details';
import { withoutIngredients } from '../../shared/lib/without-ingredients';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Button, Notice } from '../../shared/ui';
import { focusControlIn } from '../../shared/ui/focus-into-view';
// Directly, not through the barrel: the menu's first load shows no stepper.
import { Stepper } from '../../shared/ui/stepper';
import { CartTotals } from './cart-totals';
import { FreeDeliveryGap } from './free-delivery-gap';
import type { FreeDeliveryGap as Gap } from '@pizza-order-app/contract/orders-api';
import { localTotals, type CartTotalsData } from './price-quote';
import './cart-lines.css';

interface CartLinesProps {
  readonly priced: PricedCart;
  /** The backend's price of these lines (usePriceQuote); the cart's own sums by default. */
  readonly totals?: CartTotalsData;
  readonly pending?: boolean;
  /** What the dishes lack for free delivery, from the same price (usePriceQuote). */
  readonly toFreeDelivery?: Gap | null;
  /**
   * Counts the backend's refusals of a dish it ran out of: at each, once the menu read again
   * flags the line, the focus moves to it.
   */
  readonly stockRefusals?: number;
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
  stockRefusals = 0,
}: CartLinesProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [changeAmount, substitute] = useUnit([amountChanged, lineSubstituted]);
  const list = useRef<HTMLUListElement>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [substituted, setSubstituted] = useState<{ name: string; substitute: string } | null>(null);
  // The substitute's line comes last: the focus follows it there once it is drawn.
  const substituteLine = useRef<string | null>(null);
  useEffect(() => {
    const id = substituteLine.current;
    const line = id && list.current?.querySelector(`[data-line="${CSS.escape(id)}"]`);
    if (!(line instanceof HTMLElement)) return;
    substituteLine.current = null;
    focusControlIn(line);
  }, [priced]);
  const focusedRefusal = useRef(stockRefusals);
  useEffect(() => {
    if (stockRefusals === focusedRefusal.current) return;
    const flagged = list.current?.querySelector<HTMLElement>('.cart-line--unavailable');
    if (!flagged) return;
    focusedRefusal.current = stockRefusals;
    focusControlIn(flagged);
  }, [stockRefusals, priced]);
  // A line removed takes its focused button with it: the next line (or else the one before)
  // takes the focus, and its stepper says which dish it is. The last one's removal is its
  // screen's (the cart says it is empty; checkout goes back to the menu).
  const change = (cartProdId: string, name: string, amount: number) => {
    if (amount === 0) {
      setSubstituted(null);
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
        {priced.lines.map(
          ({ item, product, parts, availability, substitute: other, modifiers, lineTotal }) => {
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
            // "без лука", in the menu's words for what the dish lists.
            const leftOut = product
              ? productDetails(product).ingredients.filter(({ id }) =>
                  item.removedIngredients?.includes(id),
                )
              : [];
            const without = withoutIngredients(t, leftOut);
            // The same dish with and without onion: their steppers must not share a name.
            const label = without ? `${name}, ${without}` : name;
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
                  {without && <span className="cart-line__modifiers">{without}</span>}
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
                  <div className="cart-line__actions">
                    <Button variant="ghost" onClick={() => change(item.cartProdId, label, 0)}>
                      {t('cart.remove')}
                    </Button>
                    {other && (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          const chosen = withStartingCounts(other.modifiers);
                          setRemoved(null);
                          setSubstituted({ name, substitute: other.name });
                          substituteLine.current = cartLineId(other.id, chosen);
                          substitute({
                            cartProdId: item.cartProdId,
                            addition: { productId: other.id, modifiers: chosen },
                          });
                        }}
                      >
                        {t('cart.substitute', { name: other.name })}
                      </Button>
                    )}
                  </div>
                ) : (
                  <>
                    <Stepper
                      label={label}
                      value={item.amount}
                      min={0}
                      max={ORDER_LIMITS.lineAmount.max}
                      onChange={(amount) => change(item.cartProdId, label, amount)}
                    />
                    <span className="cart-line__total">{formatPrice(lineTotal)}</span>
                  </>
                )}
              </li>
            );
          },
        )}
      </ul>
      <p className="visually-hidden" role="status">
        {substituted !== null
          ? t('cart.line-substituted', substituted)
          : removed !== null && t('cart.line-removed', { name: removed })}
      </p>
      {priced.orderable === 0 ? (
        // Nothing can be ordered: no total of 0 but what to do about it.
        <Notice tone="warning">{t('cart.nothing-orderable')}</Notice>
      ) : (
        <CartTotals totals={totals} pending={pending} />
      )}
      <FreeDeliveryGap gap={toFreeDelivery} />
    </div>
  );
}
