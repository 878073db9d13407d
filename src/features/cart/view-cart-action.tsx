import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cart, $cartCount, priceCart } from '../../entities/cart';
import { useMenu } from '../../entities/menu';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { PrimaryAction } from '../../shared/ui';
import { $isCartOpen, cartOpened } from './model';

/** The menu's main action once something is in the cart: open it, with what the dishes cost. */
export function ViewCartAction() {
  const { t } = useTranslation();
  const [cart, count, isOpen, open] = useUnit([$cart, $cartCount, $isCartOpen, cartOpened]);
  const { menu } = useMenu();
  const formatPrice = useFormatPrice();
  if (count === 0 || isOpen) return null;
  // The dishes only: delivery and offers are settled in the cart, where they are explained. No
  // total while nothing in the cart can be ordered: the cart says why.
  const priced = menu && priceCart(cart, menu, false);
  const label =
    priced && priced.orderable > 0
      ? t('cart.view-total', { count, total: formatPrice(priced.subtotal) })
      : t('cart.view', { count });
  return <PrimaryAction label={label} onClick={open} />;
}
