import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '../../entities/cart/model';
import { PrimaryAction } from '../../shared/ui';
import { $isCartOpen, cartOpened } from './model';

/** The menu's main action once something is in the cart: open it. */
export function ViewCartAction() {
  const { t } = useTranslation();
  const [count, isOpen, open] = useUnit([$cartCount, $isCartOpen, cartOpened]);
  if (count === 0 || isOpen) return null;
  return <PrimaryAction label={t('cart.view', { count })} onClick={open} />;
}
