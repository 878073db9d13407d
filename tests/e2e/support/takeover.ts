import type { Page } from '@playwright/test';

/**
 * Records, from the page's first byte, how the app takes over what the edge wrote into the first
 * HTML: the layout shift it causes, and whether a placeholder (a skeleton outside the edge's own
 * `.first-visit` copy) ever appeared in between.
 */
export const watchTakeover = (page: Page) =>
  page.addInitScript(() => {
    const seen = { shift: 0, placeholder: false };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries())
        seen.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            !node.closest('.first-visit') &&
            node.matches('.skeleton, .skeleton *')
          )
            seen.placeholder = true;
    }).observe(document, { childList: true, subtree: true });
  });

/** What watchTakeover recorded so far. */
export const takeoverSeen = (page: Page) =>
  page.evaluate(() => (window as { __seen?: { shift: number; placeholder: boolean } }).__seen);
