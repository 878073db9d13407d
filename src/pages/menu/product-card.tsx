import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isInStock } from '@pizza-order-app/contract/availability';
import type { Product } from '@pizza-order-app/contract/main-api';
import { keepUnits } from '../../shared/lib/keep-units';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Picture } from '../../shared/ui';

/**
 * The lowest price of the dish as it can be ordered: with each required modifier, and the cheapest
 * option of each required choice (a size). "From" only when a choice changes the price.
 */
const cardPrice = ({ price, modifiers }: Product) => {
  let lowest = price;
  let varies = false;
  for (const modifier of modifiers) {
    const options = modifier.group
      ? modifiers.filter((option) => option.group?.id === modifier.group?.id)
      : [modifier];
    // Each required choice counted once, at its first option.
    if (!modifier.isRequired || options[0] !== modifier) continue;
    const prices = options.map((option) => option.price);
    const cheapest = Math.min(...prices);
    lowest += cheapest;
    varies ||= Math.max(...prices) > cheapest;
  }
  return { lowest, varies };
};

interface ProductCardProps {
  readonly product: Product;
  readonly onOpen: (productId: number) => void;
}

/**
 * Announced by its name, then its price and description; a dish on the stop list is greyed and
 * says so in place of its price (its dialog explains and offers no add).
 */
export function ProductCard({ product, onOpen }: ProductCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const id = useId();
  const { lowest, varies } = cardPrice(product);
  const inStock = isInStock(product);
  return (
    <li className={inStock ? 'product-card' : 'product-card product-card--out'}>
      <button
        type="button"
        className="product-card__button"
        onClick={() => onOpen(product.id)}
        aria-labelledby={`${id}n`}
        aria-describedby={`${id}p ${id}d`}
      >
        <Picture
          className="product-card__image"
          src={product.imageUrl}
          width="160"
          height="160"
          loading="lazy"
          decoding="async"
        />
        <span id={`${id}n`} className="product-card__name">
          {keepUnits(product.name)}
        </span>
        <span id={`${id}d`} className="product-card__description">
          {product.description}
        </span>
        <span id={`${id}p`} className="product-card__price">
          {inStock
            ? varies
              ? t('product.from', { price: formatPrice(lowest) })
              : formatPrice(lowest)
            : t('product.out-of-stock')}
        </span>
      </button>
    </li>
  );
}
