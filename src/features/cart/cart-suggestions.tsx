import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $cart } from '../../entities/cart';
import type { Menu } from '@pizza-order-app/contract/main-api';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Button, Picture } from '../../shared/ui';
import { pickSuggestions, suggestedPrice, suggestionAdded } from './suggestions-model';
import './cart-suggestions.css';

/** docs/product.md §3 `productsForCart` under the cart's lines: one tap adds a product to the order. */
export function CartSuggestions({ menu }: { readonly menu: Menu }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [cart, add] = useUnit([$cart, suggestionAdded]);
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The tapped card leaves the row; focus goes to its neighbour, not back to the top.
  const focusNextId = useRef<number | null>(null);
  const suggestions = pickSuggestions(menu, cart);

  useLayoutEffect(() => {
    if (focusNextId.current === null) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-product-id="${focusNextId.current}"] button`)
      ?.focus();
    focusNextId.current = null;
  }, [cart]);

  if (suggestions.length === 0) return null;
  return (
    <section className="cart-suggestions" aria-labelledby={titleId}>
      <h3 id={titleId} className="cart-suggestions__title">
        {t('cart-suggestions.title')}
      </h3>
      <ul
        ref={listRef}
        className="cart-suggestions__list"
        // Chrome leaves a card that Tab reaches half out of the row: the whole card comes in.
        onFocus={(event) =>
          event.target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        }
      >
        {suggestions.map((product, index) => (
          <li key={product.id} className="cart-suggestion" data-product-id={product.id}>
            <Picture
              className="cart-suggestion__image"
              src={product.imageUrl}
              width="64"
              height="64"
              loading="lazy"
            />
            <span className="cart-suggestion__name">{product.name}</span>
            <span className="cart-suggestion__price">{formatPrice(suggestedPrice(product))}</span>
            <Button
              variant="secondary"
              className="cart-suggestion__add"
              aria-label={t('cart-suggestions.add', { name: product.name })}
              onClick={() => {
                focusNextId.current =
                  (suggestions[index + 1] ?? suggestions[index - 1])?.id ?? null;
                add(product);
              }}
            >
              {t('cart-suggestions.add-short')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
