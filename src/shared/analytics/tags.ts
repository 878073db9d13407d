import { whenIdle } from '../lib/dom/when-idle';

export interface AnalyticsIds {
  readonly yandexMetrikaId?: string | undefined;
  readonly googleTagId?: string | undefined;
}

export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type Command = (...args: unknown[]) => void;

declare global {
  interface Window {
    ym?: Command & { a?: unknown[]; l?: number };
    dataLayer?: unknown[];
    gtag?: Command;
  }
}

const appendScript = (src: string) => {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
};

/**
 * Installs the tags' command queues at once (page views are recorded from the first route) and
 * downloads their scripts only when the page is idle; the scripts then replay the queues.
 */
export const installAnalytics = ({ yandexMetrikaId, googleTagId }: AnalyticsIds) => {
  if (yandexMetrikaId) {
    // Yandex's documented stub: calls wait in ym.a until tag.js takes over.
    const ym: NonNullable<Window['ym']> = (...args: unknown[]) => {
      (ym.a ??= []).push(args);
    };
    ym.l = Date.now();
    window.ym = ym;
    // defer: the app reports every page itself, the first one included.
    ym(Number(yandexMetrikaId), 'init', {
      defer: true,
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
    });
  }
  if (googleTagId) {
    window.dataLayer ??= [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', googleTagId, { send_page_view: false });
  }
  if (!yandexMetrikaId && !googleTagId) return;
  whenIdle(() => {
    if (yandexMetrikaId) appendScript(METRIKA_SCRIPT);
    if (googleTagId) appendScript(`${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(googleTagId)}`);
  });
};

/** One page view per route the visitor enters. */
export const reportPageView = ({ yandexMetrikaId, googleTagId }: AnalyticsIds, url: string) => {
  if (yandexMetrikaId) window.ym?.(Number(yandexMetrikaId), 'hit', url);
  if (googleTagId) window.gtag?.('event', 'page_view', { page_location: url });
};
