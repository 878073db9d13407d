import { createEvent, sample } from 'effector';
import { $overlays, overlayClosed, overlayOpened } from '../../shared/lib/overlays/model';

const PRODUCT_DIALOG = 'product';

export const productOpened = createEvent<number>();
export const productClosed = createEvent();

/** The product whose dialog is open. */
export const $openedProductId = $overlays.map(
  (overlays) => overlays.find(({ name }) => name === PRODUCT_DIALOG)?.id ?? null,
);

sample({ clock: productOpened, fn: (id) => ({ name: PRODUCT_DIALOG, id }), target: overlayOpened });
sample({ clock: productClosed, fn: () => PRODUCT_DIALOG, target: overlayClosed });
