import { combine, createEvent, createStore, sample, type Unit } from 'effector';
import { debounce } from 'patronum';
import type { Door } from '@pizza-order-app/contract/door';
import { createSuggestStreetsFx, type FoundPlace } from './find-place';
import { splitApartment } from './house-number';

/*
 * A street search as the customer types: once they pause, the streets found for the text so far
 * are suggested under the field (the WAI-ARIA combobox: arrows move, Enter or a tap chooses,
 * Escape closes the list); submitting still searches at once. One for each screen that searches
 * (the place picker, the delivery map), which says what a choice and a submit do.
 */

/** The pause in typing after which the search runs by itself. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Fewer letters than this begin too many streets to help (the contract takes 2). */
export const SUGGEST_MIN_LENGTH = 3;

export type SuggestState = 'idle' | 'loading' | 'found' | 'none' | 'failed';

/** A street chosen from the suggestions, with the door typed along ("Навои 15 кв 12"). */
export type ChosenStreet = FoundPlace & { readonly typedDoor: Door };

/** `reset`: the screen is left, and the search starts afresh next time. */
export const createStreetSearch = ({ reset }: { readonly reset: Unit<unknown> }) => {
  /** The customer changed the text in the search field. */
  const streetTyped = createEvent<string>();
  /** ArrowDown / ArrowUp: the next or previous suggestion becomes the active one. */
  const suggestionMoved = createEvent<'next' | 'previous'>();
  /** Escape: the list closes, the text stays. */
  const suggestionsClosed = createEvent();
  /** A suggestion was tapped or clicked, by its place in the list. */
  const suggestionChosen = createEvent<number>();
  /** The search form was submitted (its button, or Enter with no active suggestion). */
  const streetSubmitted = createEvent();
  /** The customer asked for the suggestions again after a failure. */
  const suggestionsRetried = createEvent();

  const suggestStreetsFx = createSuggestStreetsFx();

  const $streetText = createStore('')
    .on(streetTyped, (_, text) => text)
    .reset(reset);
  /** What is searched for: the street and house, an apartment typed with them set aside. */
  const $query = $streetText.map((text) => splitApartment(text).address);
  const $longEnough = $query.map((query) => query.length >= SUGGEST_MIN_LENGTH);

  sample({
    clock: [debounce(streetTyped, SUGGEST_DEBOUNCE_MS), suggestionsRetried],
    source: $query,
    filter: $longEnough,
    fn: (text) => ({ text }),
    target: suggestStreetsFx,
  });

  // Only an answer for the text in the field now counts: a slower one for an older text is dropped.
  const answered = sample({
    clock: suggestStreetsFx.done,
    source: $query,
    filter: (query, { params }) => params.text === query,
    fn: (_, { result }) => result,
  });
  const failed = sample({
    clock: suggestStreetsFx.fail,
    source: $query,
    filter: (query, { params }) => params.text === query,
  });
  const tooShort = sample({ clock: streetTyped, filter: $longEnough.map((long) => !long) });

  /** The streets suggested for the text; the last ones stay while the next are looked up. */
  const $suggestions = createStore<readonly FoundPlace[]>([])
    .on(answered, (_, places) => places)
    .reset(tooShort, failed, reset);
  const $suggestState = createStore<SuggestState>('idle')
    .on(suggestStreetsFx, () => 'loading')
    .on(answered, (_, places) => (places.length > 0 ? 'found' : 'none'))
    .on(failed, () => 'failed')
    .reset(tooShort, reset);

  /** The suggestion ArrowDown/ArrowUp reached; -1 while none is (Enter then searches). */
  const $activeSuggestion = createStore(-1);
  $activeSuggestion
    .on(
      sample({
        clock: suggestionMoved,
        source: { places: $suggestions, active: $activeSuggestion },
        filter: ({ places }) => places.length > 0,
        fn: ({ places, active }, direction) =>
          direction === 'next'
            ? (active + 1) % places.length
            : (active <= 0 ? places.length : active) - 1,
      }),
      (_, next) => next,
    )
    .reset(streetTyped, answered, suggestionsClosed, suggestionChosen, streetSubmitted, reset);

  /** Whether the customer wants the list: typing or the arrows open it; a choice or Escape closes it. */
  const $listWanted = createStore(false)
    .on([streetTyped, suggestionMoved], () => true)
    .reset(suggestionsClosed, suggestionChosen, streetSubmitted, reset);
  /** The list under the field: the suggestions, or the word that none or no answer came. */
  const $suggestionsOpen = combine(
    $listWanted,
    $suggestState,
    $suggestions,
    (wanted, state, places) =>
      wanted && (places.length > 0 || state === 'none' || state === 'failed'),
  );

  const chosen = sample({
    clock: suggestionChosen,
    source: { places: $suggestions, text: $streetText },
    filter: ({ places }, index) => index in places,
    fn: ({ places, text }, index) => ({ place: places[index] as FoundPlace, text }),
  });
  // The chosen street fills the field; an apartment typed with it goes along.
  $streetText.on(chosen, (_, { place }) => place.address);
  /** The street the customer chose from the list: the screen goes on with it. */
  const streetChosen = chosen.map(({ place, text }): ChosenStreet => {
    const { apartment } = splitApartment(text);
    return { ...place, typedDoor: apartment ? { apartment } : {} };
  });
  /** The text the customer submitted: the screen searches it at once. */
  const textSubmitted = sample({ clock: streetSubmitted, source: $streetText });

  return {
    streetTyped,
    suggestionMoved,
    suggestionsClosed,
    suggestionChosen,
    streetSubmitted,
    suggestionsRetried,
    suggestStreetsFx,
    $streetText,
    $suggestions,
    $suggestState,
    $activeSuggestion,
    $suggestionsOpen,
    streetChosen,
    textSubmitted,
  };
};

export type StreetSearchModel = ReturnType<typeof createStreetSearch>;
