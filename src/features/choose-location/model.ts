import { createEvent, createStore, sample } from 'effector';
import { $location } from '../../entities/location';
import { $overlays, overlayClosed, overlayOpened } from '../../shared/lib/overlays/model';

/*
 * What the place summary needs on every menu and checkout: the dialog it opens and the focus it
 * takes. Picking a place is pick-model.ts, which comes with the picker.
 */

const LOCATION_DIALOG = 'location';

/** "Change" on the summary opens the picker in a dialog; a new choice there closes it. */
export const locationChangeOpened = createEvent();
export const locationChangeClosed = createEvent();

export const $isChangingLocation = $overlays.map((overlays) =>
  overlays.some(({ name }) => name === LOCATION_DIALOG),
);
/** However it closed (a choice, the cross, Back): an address left unconfirmed is not kept. */
export const locationChangeLeft = $isChangingLocation.updates.filter({ fn: (open) => !open });

sample({
  clock: locationChangeOpened,
  fn: () => ({ name: LOCATION_DIALOG }),
  target: overlayOpened,
});
sample({
  clock: [locationChangeClosed, $location.updates],
  fn: () => LOCATION_DIALOG,
  target: overlayClosed,
});

/** A place was just chosen: the summary that shows it takes the focus, not the top of the page. */
export const chosenPlaceFocused = createEvent();

export const $focusChosenPlace = createStore(false).reset(chosenPlaceFocused);
