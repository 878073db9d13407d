import { useLayoutEffect } from 'react';

/** What telegram-ui draws in a heading's element; the app itself never writes an <h6>. */
const TEXT_IN_HEADINGS = 'h6:not([role])';

const markAsText = () => {
  for (const element of document.body.querySelectorAll(TEXT_IN_HEADINGS))
    element.setAttribute('role', 'none');
};

/**
 * telegram-ui draws a button's label and a cell's lines in <h6> elements (its Subheadline), which
 * screen readers and axe's heading order take for headings under the screen's <h1> and <h2>. They
 * are text: each is marked so as it comes, its sheets' too (drawn outside the root), and looks
 * as it did.
 */
export const useTelegramTextNotHeadings = () =>
  useLayoutEffect(() => {
    markAsText();
    const observer = new MutationObserver(markAsText);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
