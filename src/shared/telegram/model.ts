import { attach, createEvent, createStore, sample } from 'effector';
import type { HapticKind, MainButtonState, TelegramControls, TelegramLaunch } from './launch';

/**
 * The app's side of Telegram: events the app raises and effects that reach the client through the
 * adapter's controls. Outside Telegram there are no controls and every effect does nothing.
 */
export const telegramLaunched = createEvent<TelegramControls>();
export const hapticRequested = createEvent<HapticKind>();
export const closingConfirmationNeeded = createEvent<boolean>();
export const mapShown = createEvent();
export const mapHidden = createEvent();
export const contentPainted = createEvent();
/** The edge refused this launch's init data (left open for a day, reused): open it again. */
export const telegramSessionRefused = createEvent();
export const closeRequested = createEvent();

/**
 * The adapter's handle on the client: functions, so never serialized. Read by this module and by
 * the on-demand ones beside it (contact.ts), never by the app.
 */
export const $controls = createStore<TelegramControls | null>(null, { serialize: 'ignore' }).on(
  telegramLaunched,
  (_, controls) => controls,
);
export const $telegramLaunch = createStore<TelegramLaunch | null>(null).on(
  telegramLaunched,
  (_, { launch }) => launch,
);
export const $isTelegram = $telegramLaunch.map(Boolean);
export const $isTelegramSessionRefused = createStore(false).on(telegramSessionRefused, () => true);
const $mapsOnScreen = createStore(0)
  .on(mapShown, (count) => count + 1)
  .on(mapHidden, (count) => Math.max(0, count - 1));

/** An effect that reaches the client through its controls, when there are any. */
const withControls = <Params>(reach: (controls: TelegramControls, params: Params) => void) =>
  attach({
    source: $controls,
    effect: (controls, params: Params) => {
      if (controls) reach(controls, params);
    },
  });

export const hapticFx = withControls((controls, kind: HapticKind) => controls.haptic(kind));
export const setClosingConfirmationFx = withControls((controls, enabled: boolean) =>
  controls.setClosingConfirmation(enabled),
);
export const setVerticalSwipesFx = withControls((controls, enabled: boolean) =>
  controls.setVerticalSwipes(enabled),
);
export const readyFx = withControls<void>((controls) => controls.ready());
export const closeFx = withControls<void>((controls) => controls.close());
export const setMainButtonFx = withControls((controls, button: MainButtonState | null) =>
  controls.setMainButton(button),
);

/** Screens and sheets each claim the MainButton; the latest on screen shows, the others wait. */
export const mainButtonClaimed = createEvent<{ owner: string; button: MainButtonState }>();
export const mainButtonReleased = createEvent<string>();
const $mainButtonClaims = createStore<readonly { owner: string; button: MainButtonState }[]>([], {
  serialize: 'ignore',
})
  .on(mainButtonClaimed, (claims, claim) => {
    const index = claims.findIndex(({ owner }) => owner === claim.owner);
    return index === -1
      ? [...claims, claim]
      : claims.map((existing, at) => (at === index ? claim : existing));
  })
  .on(mainButtonReleased, (claims, owner) => claims.filter((claim) => claim.owner !== owner));
sample({
  clock: $mainButtonClaims,
  filter: $isTelegram,
  fn: (claims) => claims.at(-1)?.button ?? null,
  target: setMainButtonFx,
});
export const setBackButtonFx = withControls((controls, onBack: (() => void) | null) =>
  controls.setBackButton(onBack),
);

sample({ clock: hapticRequested, filter: $isTelegram, target: hapticFx });
sample({ clock: closingConfirmationNeeded, filter: $isTelegram, target: setClosingConfirmationFx });
// A map takes vertical drags for panning; Telegram would otherwise close the app on a swipe down.
sample({
  clock: $mapsOnScreen,
  filter: $isTelegram,
  fn: (maps) => maps === 0,
  target: setVerticalSwipesFx,
});
sample({ clock: contentPainted, filter: $isTelegram, target: readyFx });
sample({ clock: closeRequested, filter: $isTelegram, target: closeFx });
