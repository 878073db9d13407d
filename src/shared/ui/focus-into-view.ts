import { useEffect, useRef } from 'react';

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
