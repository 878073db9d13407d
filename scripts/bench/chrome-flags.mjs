// The flags the bench starts Chromium with for Lighthouse.
import { Launcher } from 'chrome-launcher';

/**
 * chrome-launcher's own flags, less its `RenderDocument` in `--disable-features` (turned off for
 * Lighthouse's sake, GoogleChrome/lighthouse#16363): with it off, headless Chromium held the first
 * frame of a page opened from about:blank for about 1 or 2 s in most runs while the page's
 * scripts and requests went on, and Lighthouse's simulated LCP takes in every request that ended
 * before the painted one, so the app's whole start entered it (/en/news 1.0 s or 3.0 s, by run).
 * One `--disable-features`, as Chromium reads only the last one given.
 * @param {readonly string[]} [defaults]
 */
export const benchChromeFlags = (defaults = Launcher.defaultFlags()) =>
  defaults.map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  );
