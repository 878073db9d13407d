import { whenIdle } from './when-idle';

/** What a visitor does first: a tap, a key, a scroll. Hovering is not enough. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `task` once, when the page is idle after the visitor's first interaction: for code a
 * screen may want later (a dialog's, say), whose evaluation would otherwise be a long task while
 * the page is still settling, on a phone as in Lighthouse.
 */
export const afterFirstInteraction = (task: () => void) => {
  const options = { capture: true, passive: true } as const;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, options);
    whenIdle(task);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, options);
};
