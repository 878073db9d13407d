import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

type Target = HTMLElement | null | undefined;

/**
 * Gives an element the focus and brings it (or the area around it) into view, clear of the sticky
 * header and main action: the `scroll-margin` of fields and forms in the styles.
 */
export const focusIntoView = (element: Target, area: Target = element) => {
  element?.focus({ preventScroll: true });
  area?.scrollIntoView({ block: 'nearest' });
};

/**
 * A refused submit moves the focus to the first invalid control of the form, its label and error
 * in view. Counts the refusals (a model's store) so it acts on each new one, never on mounting.
 */
export const useFocusFirstInvalid = (refusals: number) => {
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef(refusals);
  useEffect(() => {
    if (refusals === handled.current) return;
    handled.current = refusals;
    const control = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    focusIntoView(control, control?.closest<HTMLElement>('.field'));
  }, [refusals]);
  return form;
};

/**
 * Focuses the returned element when it arrives, and again on each change of `key`: the step that
 * replaced what the customer acted on, or what they type next. In the commit that draws it, so the
 * focus is never left a frame on a control that has gone.
 */
export const useFocusOnArrival = <Element extends HTMLElement>({
  key,
  preventScroll = false,
}: { readonly key?: unknown; readonly preventScroll?: boolean } = {}) => {
  const element = useRef<Element>(null);
  useLayoutEffect(() => element.current?.focus({ preventScroll }), [key, preventScroll]);
  return element;
};

/** What a keyboard reaches: the first of them in an area takes a focus handed to the area. */
const CONTROLS =
  'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href]';

/** The focus was on something that has just left the page: the browser put it on <body>. */
const isFocusDropped = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * Hands the focus to an element beside the control it was on (a neighbouring line's stepper after a
 * line's removal), as a control of its own or the first one inside it.
 */
export const focusControlIn = (area: Target) => {
  const control = area?.matches(CONTROLS) ? area : area?.querySelector<HTMLElement>(CONTROLS);
  focusIntoView(control ?? area);
};

/**
 * A change that takes the focused control off the page (a form that became its result, a cart
 * emptied) would leave the focus on <body>, behind a dialog or at the top of the page. On each
 * change of `key` (never on mounting) a focus so dropped goes to the first control of the
 * returned element, or to the element itself (give it tabIndex -1), where it is read out.
 */
export const useFocusKept = <Area extends HTMLElement>(key: unknown) => {
  const area = useRef<Area>(null);
  const handled = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(handled.current, key)) return;
    handled.current = key;
    if (isFocusDropped()) focusControlIn(area.current);
  }, [key]);
  return area;
};

/**
 * Once `due` holds (also on mounting: the element may be a new one standing where the old one
 * was), a focus the change dropped goes to `target` (give it tabIndex -1), where it is read out;
 * `handled` tells the owner of `due` either way, so the focus is never taken later.
 */
export const useFocusDroppedOn = (
  target: RefObject<HTMLElement | null>,
  due: boolean,
  handled: () => void,
) => {
  useLayoutEffect(() => {
    if (!due) return;
    if (isFocusDropped()) focusIntoView(target.current);
    handled();
  }, [due, target, handled]);
};
