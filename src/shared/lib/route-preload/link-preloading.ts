import { ROUTE_PRELOAD_CONCURRENCY } from '../../config/constants';
import { screenRouteAt } from '../navigation/screen-loaders';
import { createPreloadQueue } from './preload-queue';

const LINK = 'a[href]';

const linkOf = (target: EventTarget | null) => {
  const link = target instanceof Element ? target.closest(LINK) : null;
  return link instanceof HTMLAnchorElement ? link : null;
};

/**
 * Preloads the screen chunk behind every same-origin link inside `root` when the link is hovered,
 * focused or comes into view. Watching the DOM rather than wrapping a link component lets the
 * header, the footer and every screen's in-page links take part without opting in. Started after
 * the first screen has rendered and the page is idle (see boot), so the preloads never compete
 * with the first screen's own downloads.
 */
export const preloadLinkedScreens = (
  root: HTMLElement,
  loadScreenAt: (path: string) => Promise<unknown>,
) => {
  const queue = createPreloadQueue(ROUTE_PRELOAD_CONCURRENCY);
  const preload = (link: HTMLAnchorElement | null) => {
    if (!link || link.origin !== window.location.origin) return;
    const route = screenRouteAt(link.pathname);
    if (route) queue.enqueue(route, () => loadScreenAt(link.pathname));
  };
  const onIntent = (event: Event) => preload(linkOf(event.target));
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);

  if (typeof IntersectionObserver === 'undefined') return;
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      preload(linkOf(entry.target));
    }
  });
  const observeLinks = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(LINK)) visibility.observe(node);
    node.querySelectorAll(LINK).forEach((link) => visibility.observe(link));
  };
  observeLinks(root);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(observeLinks);
  }).observe(root, { childList: true, subtree: true });
};
