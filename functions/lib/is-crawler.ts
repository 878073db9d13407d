import { createIsbotFromList, list } from 'isbot';

/**
 * isbot's patterns that name a browser under automation rather than a crawler: headless Chrome and
 * Lighthouse are how the end-to-end tests, the bench and performance monitors see the site as a
 * visitor does.
 */
const AUTOMATED_VISITORS = new Set(['headless', 'chrome-lighthouse']);

/** Search engines, link previewers and validators (isbot's list): they get the page as it is. */
export const isCrawler = createIsbotFromList(
  list.filter((pattern) => !AUTOMATED_VISITORS.has(pattern)),
);
