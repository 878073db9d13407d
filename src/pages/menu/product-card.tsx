import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../shared/contract/main-api';
import { useFormatPrice } from '../../shared/lib/use-format-price';

interface ProductCardProps {
  readonly product: Product;
  readonly onOpen: (productId: number) => void;
}

/** Announced by its name, then its price and description. */
export function ProductCard({ product, onOpen }: ProductCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const id = useId();
  return (
    <li className="product-card">
      <button
        type="button"
        className="product-card__button"
        onClick={() => onOpen(product.id)}
        aria-labelledby={`${id}n`}
        aria-describedby={`${id}p ${id}d`}
      >
        <img
          className="product-card__image"
          src={product.imageUrl}
          alt=""
          width="160"
          height="160"
          loading="lazy"
          decoding="async"
        />
        <span id={`${id}n`} className="product-card__name">
          {product.name}
        </span>
        <span id={`${id}d`} className="product-card__description">
          {product.description}
        </span>
        <span id={`${id}p`} className="product-card__price">
          {product.modifiers.length > 0
            ? t('product.from', { price: formatPrice(product.price) })
            : formatPrice(product.price)}
        </span>
      </button>
    </li>
  );
}
