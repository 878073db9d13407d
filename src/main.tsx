import './app/styles.css';
import {
  APP_LOAD_FAILED_TEMPLATE_ID,
  APP_PRELOADS_TEMPLATE_ID,
  FIRST_VISIT_PRELOADS_TEMPLATE_ID,
  PRERENDER_MISMATCH_CLASS,
} from './shared/config/constants';
import { nextTask } from './shared/lib/dom/next-task';
import { reloadOnce } from './shared/lib/freshness/reload-guard';

const container = document.getElementById('root');

// The prerendered page is painted before the app's code is even evaluated, so the first paint
// never waits for JavaScript. A hidden tab paints no frames: the timeout starts it anyway.
const shellPainted = new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 100);
});

/**
 * Starts the downloads of the app, the route's screen and its messages, all at once: the screen
 * the prerendered page shows, for a first visit it stands for. Not before the page has painted:
 * on a slow line they would share it with the styles the paint waits for.
 */
const startDownloads = () => {
  const firstVisit = !document.documentElement.classList.contains(PRERENDER_MISMATCH_CLASS);
  const preloads =
    (firstVisit && document.getElementById(FIRST_VISIT_PRELOADS_TEMPLATE_ID)) ||
    document.getElementById(APP_PRELOADS_TEMPLATE_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
};

/**
 * The app's code in three tasks rather than one long one, so a slow phone can answer a tap in
 * between: React's DOM renderer (the largest module), the rest of the code, then the start.
 */
const loadApp = async () => {
  startDownloads();
  await import('react-dom/client');
  await nextTask();
  const app = await import('./app/boot');
  await nextTask();
  return app;
};

/**
 * The app's code cannot load even after a reload (offline, say): the prerendered page comes alive
 * as a plain page, its links working, with a notice in place of the screen whose button reloads.
 */
const showLoadFailed = (root: HTMLElement) => {
  const notice = document.getElementById(APP_LOAD_FAILED_TEMPLATE_ID);
  const main = root.querySelector('main');
  if (!(notice instanceof HTMLTemplateElement) || !main) return;
  main.replaceChildren(notice.content.cloneNode(true));
  main.querySelector('button')?.addEventListener('click', () => window.location.reload());
  root.querySelectorAll('[inert]').forEach((element) => {
    element.removeAttribute('inert');
    element.removeAttribute('aria-hidden');
  });
  document.documentElement.classList.remove(PRERENDER_MISMATCH_CLASS);
};

if (container) {
  void shellPainted.then(loadApp).then(
    ({ boot }) => boot(container),
    // An old tab whose app code a deployment replaced: one guarded reload fetches the new build.
    (error: unknown) => {
      if (reloadOnce()) return;
      showLoadFailed(container);
      throw error;
    },
  );
}
