import type { Frame, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What sticks out past the right edge, named for the failure message. */
const overflowOf = (page: Page | Frame) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (element.getBoundingClientRect().right <= width + 1) return false;
        // Inside a row meant to scroll sideways (folders, suggestions) nothing widens the page.
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (scrolls(parent)) return false;
        return true;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });

/** The page (or the app's frame inside Telegram) is no wider than its window. */
export const expectNoSidewaysScroll = async (page: Page | Frame, what: string) => {
  await expect.poll(() => overflowOf(page), { message: what }).toEqual({ extra: 0, culprits: [] });
};
