import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { $cart, priceCart } from '../../entities/cart';
import { usePriceQuote, CartLines } from '../../entities/cart/lazy';
import { DELIVERY_TYPES, $deliveryType, $hasLocation } from '../../entities/location';
import { useMenu } from '../../entities/menu';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { Dialog, EmptyState, Notice, PrimaryAction, Skeleton } from '../../shared/ui';
import { useSecondaryButton } from '../../shared/telegram/secondary-button';
import { useFocusKept } from '../../shared/ui/focus-into-view';
import type { Menu } from '@pizza-order-app/contract/main-api';
import { CartSuggestions } from './cart-suggestions';
import { $isCartOpen, cartClosed, checkoutChosen } from './model';

/** The lines with their price by the backend: the offers show here already (a promo code at checkout). */
function PricedLines({ menu }: { readonly menu: Menu }) {
  const [cart, deliveryType] = useUnit([$cart, $deliveryType]);
  const priced = priceCart(cart, menu, deliveryType === DELIVERY_TYPES.delivery);
  const { totals, pending, toFreeDelivery } = usePriceQuote(priced, {
    orderTypeId: deliveryType,
    restaurantId: menu.restId,
  });
  return (
    <CartLines priced={priced} totals={totals} pending={pending} toFreeDelivery={toFreeDelivery} />
  );
}

function CartContent() {
  const { t } = useTranslation();
  const [cart, hasLocation] = useUnit([$cart, $hasLocation]);
  const { menu } = useMenu();
  if (cart.length === 0) return <EmptyState title={t('cart.empty')} text={t('cart.empty-hint')} />;
  if (!hasLocation) return <Notice>{t('cart.choose-location')}</Notice>;
  if (!menu) return <Skeleton rows={cart.length} />;
  return (
    <>
      <PricedLines menu={menu} />
      <CartSuggestions menu={menu} />
    </>
  );
}

export function CartSheet() {
  const { t } = useTranslation();
  const [isOpen, close, leave, cart, hasLocation] = useUnit([
    $isCartOpen,
    cartClosed,
    checkoutChosen,
    $cart,
    $hasLocation,
  ]);
  const [path, navigate] = useLocation();
  // The last line removed takes its button with it: the focus stays in the sheet, on what it says.
  const content = useFocusKept<HTMLDivElement>(cart.length === 0);
  const canCheckout = isOpen && cart.length > 0 && hasLocation;
  // Inside Telegram, beside the MainButton's checkout: back to the menu (its messages came with
  // the sheet's).
  useSecondaryButton(
    canCheckout ? { text: t('telegram.continue-shopping'), onClick: close } : null,
  );
  return (
    <Dialog
      open={isOpen}
      variant="sheet"
      title={t('cart.title')}
      onClose={close}
      footer={
        canCheckout ? (
          <PrimaryAction
            label={t('cart.checkout')}
            // Checkout takes the sheet's history entry, so Back from it comes to the screen
            // below; opened over checkout itself, the sheet just closes.
            onClick={() => {
              if (path === ROUTES.order) return close();
              leave();
              navigate(ROUTES.order, { replace: true });
            }}
          />
        ) : undefined
      }
    >
      {isOpen && (
        <div ref={content} tabIndex={-1}>
          <CartContent />
        </div>
      )}
    </Dialog>
  );
}
