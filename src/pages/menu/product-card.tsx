import { useTranslation } from 'react-i18next';
import type { Product } from '../../shared/contract/main-api';
import { useFormatPrice } from '../../shared/lib/use-format-price';

interface ProductCardProps {
  readonly product: Product;
  readonly onOpen: (productId: number) => void;
}

export function ProductCard({ product, onOpen }: ProductCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <li className="product-card">
      <button
        type="button"
        className="product-card__button"
        onClick={() => onOpen(product.id)}
        aria-label={product.name}
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
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__description">{product.description}</span>
        <span className="product-card__price">
          {product.modifiers.length > 0
            ? t('product.from', { price: formatPrice(product.price) })
            : formatPrice(product.price)}
        </span>
      </button>
    </li>
  );
}
