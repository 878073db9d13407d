import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '../../entities/cart';
import { cartOpened } from './model';

export function CartButton() {
  const { t } = useTranslation();
  const [count, open] = useUnit([$cartCount, cartOpened]);
  return (
    <button
      type="button"
      className="cart-button"
      onClick={open}
      aria-label={t('cart.open', { count })}
    >
      {t('nav.cart')}
      <span className="cart-button__count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
