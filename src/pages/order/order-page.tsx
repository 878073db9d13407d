import { useGate, useUnit } from 'effector-react';
import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $cart } from '../../entities/cart';
import { CartLines } from '../../entities/cart/lazy';
import { $hasLocation } from '../../entities/location';
// Not through the slice's index: the header imports that on every page, the suggestions are lazy.
import { CartSuggestions } from '../../features/cart/lazy';
import {
  LocationPicker,
  LocationSummary,
  locationChangeOpened,
  useChosenPlace,
} from '../../features/choose-location';
import { deliveryPointPicked } from '../../features/choose-location/lazy';
import { $orderDetour } from '../../features/place-order';
import {
  $checkoutForm,
  $checkoutMenu,
  $checkoutMenuFailed,
  $placedTrackerId,
  $pricedCart,
  $shownQuote,
  $stockRefusals,
  CheckoutForm,
  CheckoutGate,
  checkoutMenuRetried,
  PromoCodeField,
} from '../../features/place-order/lazy';
import { CheckoutSignIn } from '../../features/sign-in';
import { routePath } from '@pizza-order-app/contract/config/routes';
import type { Menu } from '@pizza-order-app/contract/main-api';
import { RedirectWhenReady } from '../../shared/lib/navigation/redirect-when-ready';
import { useTwoColumns } from '../../shared/lib/screen/use-two-columns';
import { EmptyState, LoadFailed, Page, Section, Skeleton } from '../../shared/ui';
import { DeliveryPoint } from './delivery-point';
import { PickupPoint } from './pickup-point';
import './order.css';

/**
 * Where and what beside the form on a wide screen, above it on a phone. The DOM follows the
 * reading order, so Tab does: the form's column first where it is on the left.
 */
function CheckoutLayout({
  summary,
  form,
}: {
  readonly summary: ReactNode;
  readonly form?: ReactNode;
}) {
  const twoColumns = useTwoColumns();
  const summaryColumn = (
    <div key="summary" className="checkout-layout__summary">
      {summary}
    </div>
  );
  const formColumn = <Fragment key="form">{form}</Fragment>;
  return (
    <div className="checkout-layout">
      {twoColumns ? [formColumn, summaryColumn] : [summaryColumn, formColumn]}
    </div>
  );
}

/** The lines with the offers and the promo code; the order is placed at the total shown here. */
function CheckoutLines({ menu }: { readonly menu: Menu }) {
  const { t } = useTranslation();
  // The checkout's model prices the cart against its menu, and the backend's quote for it.
  const [priced, quote, stockRefusals] = useUnit([$pricedCart, $shownQuote, $stockRefusals]);
  if (!priced || !quote) return null;
  return (
    <Section title={t('order.lines')} className="order-section">
      <CartLines
        priced={priced}
        stockRefusals={stockRefusals}
        totals={quote.totals}
        pending={quote.pending}
        toFreeDelivery={quote.toFreeDelivery}
      />
      <PromoCodeField restaurantId={menu.restId} quoted={quote.promoCode} />
      <CartSuggestions menu={menu} />
    </Section>
  );
}

/** The offer to sign in and the form, which places the order at the quoted total. */
function CheckoutFormColumn() {
  const { location } = useChosenPlace();
  const { phone } = useUnit($checkoutForm);
  const [openPlace, pickPoint] = useUnit([locationChangeOpened, deliveryPointPicked]);
  // The chosen point's address, confirmed in the place picker as any other pick is.
  const askAddress = () => {
    openPlace();
    pickPoint({ longitude: location.Longitude, latitude: location.Latitude });
  };
  return (
    <>
      <CheckoutSignIn phone={phone} />
      <CheckoutForm onAddressAsked={askAddress} />
    </>
  );
}

/** docs/product.md §2 /order: where, what, when, who and how to pay; then one tap places the order. */
export function OrderPage() {
  const { t } = useTranslation();
  // The checkout's model reads the menu it decides with (again after a refused order) and what
  // the menu's restaurant takes.
  useGate(CheckoutGate);
  const [menu, menuFailed, retryMenu] = useUnit([
    $checkoutMenu,
    $checkoutMenuFailed,
    checkoutMenuRetried,
  ]);
  const [cart, detour, placedTrackerId, hasLocation] = useUnit([
    $cart,
    $orderDetour,
    $placedTrackerId,
    $hasLocation,
  ]);
  const { isDelivery, restaurant, savedAddress } = useChosenPlace();
  // Checkout opens with the focus on its heading (the page's frame renders it), not where the
  // cart or the menu left it.
  useLayoutEffect(() => {
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, []);

  // The order just placed goes to its tracker; a visitor the `order` route middleware turns away,
  // where it says.
  if (placedTrackerId !== null) {
    return <RedirectWhenReady to={routePath('tracker', { id: placedTrackerId })} />;
  }
  if (detour !== null) return <RedirectWhenReady to={detour} />;
  // A place dropped here (switched to pickup or delivery, the address removed) is chosen again
  // here: the customer stays in checkout with what they typed.
  if (!hasLocation) {
    return (
      <Page title={t('order.title')} description={t('order.description')}>
        <EmptyState title={t('menu.empty')} text={t('menu.empty-hint')} />
        <LocationPicker level={2} />
      </Page>
    );
  }
  const place = (
    <>
      <LocationSummary />
      {!isDelivery && restaurant && <PickupPoint restaurant={restaurant} />}
      {savedAddress && <DeliveryPoint address={savedAddress} />}
    </>
  );
  const lines = (() => {
    if (menu) return <CheckoutLines menu={menu} />;
    if (menuFailed) return <LoadFailed onRetry={retryMenu} />;
    return <Skeleton rows={cart.length + 4} />;
  })();
  // One layout while the menu loads and after: what the customer tabbed to keeps the focus.
  const content = (
    <CheckoutLayout
      summary={
        <>
          {place}
          {lines}
        </>
      }
      form={menu && <CheckoutFormColumn />}
    />
  );
  return (
    <Page title={t('order.title')} description={t('order.description')}>
      {content}
    </Page>
  );
}
