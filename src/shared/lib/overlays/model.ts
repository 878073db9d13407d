import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import * as v from 'valibot';
import { pathEntered } from '../navigation/model';

/**
 * The dialogs and sheets open over a screen, each with a history entry of its own: Back (the
 * browser's, Android's through Telegram's BackButton) closes the topmost one before it leaves the
 * page, and an entry reached again by Forward or a reload opens what it had open.
 */
const OverlaySchema = v.object({
  name: v.string(),
  /** The record it shows (a product), when it shows one. */
  id: v.optional(v.number()),
});
type Overlay = v.InferOutput<typeof OverlaySchema>;

const EntrySchema = v.object({ overlays: v.array(OverlaySchema) });

/** Topmost last. */
export const $overlays = createStore<readonly Overlay[]>([]);

export const overlayOpened = createEvent<Overlay>();
/** Closed by its own controls (the close button, Escape, the backdrop, its work done). */
export const overlayClosed = createEvent<string>();
/** A control inside moves on to another screen, whose entry replaces the overlay's. */
export const overlaysLeft = createEvent();
/** The history entry on screen changed (Back, Forward, a reload, another screen). */
const entryShown = createEvent<readonly Overlay[]>();

const entryOverlays = (): readonly Overlay[] => {
  const entry = v.safeParse(EntrySchema, window.history.state);
  return entry.success ? entry.output.overlays : [];
};

const pushEntryFx = createEffect((overlays: readonly Overlay[]) => {
  window.history.pushState({ ...(window.history.state as object | null), overlays }, '');
});
const goBackFx = createEffect((steps: number) => window.history.go(-steps));
const readEntryFx = createEffect(entryOverlays);

/** Follows Back and Forward from the app's start. */
export const watchHistoryFx = createEffect(() => {
  const shown = scopeBind(entryShown, { safe: true });
  window.addEventListener('popstate', () => shown(entryOverlays()));
});

const opened = sample({
  clock: overlayOpened,
  source: $overlays,
  filter: (overlays, { name }) => !overlays.some((open) => open.name === name),
  fn: (overlays, overlay) => [...overlays, overlay],
});
sample({ clock: opened, target: [$overlays, pushEntryFx] });

// Closing one closes those opened over it too, and takes their entries off the history.
const closed = sample({
  clock: overlayClosed,
  source: $overlays,
  filter: (overlays, name) => overlays.some((open) => open.name === name),
  fn: (overlays, name) => {
    const index = overlays.findIndex((open) => open.name === name);
    return { kept: overlays.slice(0, index), entries: overlays.length - index };
  },
});
sample({ clock: closed, fn: ({ kept }) => kept, target: $overlays });
sample({ clock: closed, fn: ({ entries }) => entries, target: goBackFx });

// The first screen's entry (a reload keeps what it had open) and every new screen's, which has
// nothing open whatever was open over the last one.
sample({ clock: pathEntered, target: readEntryFx });
sample({ clock: [entryShown, readEntryFx.doneData], target: $overlays });
$overlays.reset(overlaysLeft);
