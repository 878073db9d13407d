import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cart } from '../../entities/cart/model';
import { priceCart } from '../../entities/cart/price-cart';
import { pickDoor } from '../../entities/location/door';
import { useMenu } from '../../entities/menu/use-menu';
import { useRestaurants } from '../../entities/restaurant/use-restaurants';
import { CartLines } from '../../entities/cart/cart-lines';
// Not through the slice's index: the header imports that on every page, the suggestions are lazy.
import { CartSuggestions } from '../../features/cart/cart-suggestions';
import { LocationSummary, useChosenPlace } from '../../features/choose-location';
import {
  $checkoutBlocker,
  $placedTrackerId,
  CheckoutForm,
  CheckoutGate,
} from '../../features/place-order';
import { ROUTES, routePath } from '../../shared/config/routes';
import { RedirectWhenReady } from '../../shared/lib/navigation/redirect-when-ready';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { LoadFailed, Page, Skeleton } from '../../shared/ui';
import { DeliveryPoint } from './delivery-point';
import { PickupPoint } from './pickup-point';

/** Spec §2 /order: where, what, when, who and how to pay; then one tap places the order. */
export function OrderPage() {
  const { t } = useTranslation();
  useGate(CheckoutGate);
  const [cart, blocker, placedTrackerId] = useUnit([$cart, $checkoutBlocker, $placedTrackerId]);
  const { menu, error, retry } = useMenu();
  const { location, isDelivery, restaurant, savedAddress } = useChosenPlace();
  // Where the courier goes, or where the customer collects.
  const addressText = (isDelivery ? savedAddress?.address : restaurant?.address) ?? null;
  const { restaurants } = useRestaurants();
  const formatPrice = useFormatPrice();

  // The order just placed goes to its tracker; an empty cart or a missing location back to the
  // menu (the `order` route middleware; the checkout model says what was missing).
  if (placedTrackerId !== null) {
    return <RedirectWhenReady to={routePath('tracker', { id: placedTrackerId })} />;
  }
  const priced = menu ? priceCart(cart, menu, isDelivery) : null;
  return (
    <Page title={t('order.title')} description={t('order.description')}>
      {blocker ? (
        <RedirectWhenReady to={ROUTES.menu} />
      ) : (
        // Where and what beside the form on a wide screen, above it on a phone.
        <div className="checkout-layout">
          <div className="checkout-layout__summary">
            <LocationSummary />
            {!isDelivery && restaurant && <PickupPoint restaurant={restaurant} />}
            {savedAddress && <DeliveryPoint address={savedAddress} />}
            {!menu && error !== undefined && <LoadFailed onRetry={retry} />}
            {!menu && error === undefined && <Skeleton rows={cart.length + 4} />}
            {priced && menu && (
              <section className="order-section" aria-labelledby="order-lines">
                <h2 id="order-lines" className="section-title">
                  {t('order.lines')}
                </h2>
                <CartLines priced={priced} />
                <CartSuggestions menu={menu} />
              </section>
            )}
          </div>
          {priced && menu && (
            <CheckoutForm
              menu={menu}
              restaurantId={menu.restId}
              regionId={
                restaurants?.find(({ id }) => id === menu.restId)?.regionId ?? location.RegionId
              }
              address={addressText}
              door={savedAddress ? pickDoor(savedAddress) : {}}
              isDelivery={isDelivery}
              total={formatPrice(priced.total)}
              unavailableLines={priced.unavailable}
            />
          )}
        </div>
      )}
    </Page>
  );
}
