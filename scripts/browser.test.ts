import { describe, expect, it } from 'vitest';
import { chromiumMajor, chromiumVersionProblem, REQUIRED_CHROMIUM_MAJOR } from './browser.mjs';

describe('the browser the e2e specs need', () => {
  it('reads the major from `chromium --version` and from Playwright’s browser.version()', () => {
    expect(chromiumMajor('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      156,
    );
    expect(chromiumMajor('150.0.7871.100')).toBe(150);
    expect(chromiumMajor('Google Chrome 1560.0.1.2')).toBe(1560);
  });

  it('finds no major in text without a version', () => {
    expect(chromiumMajor('')).toBeNull();
    expect(chromiumMajor('chromium: not found')).toBeNull();
    expect(chromiumMajor('Debian GNU/Linux 12')).toBeNull();
  });

  it('takes the baselines’ major and any newer one', () => {
    expect(chromiumVersionProblem(`${REQUIRED_CHROMIUM_MAJOR}.0.8078.108`)).toBeNull();
    expect(chromiumVersionProblem(`Chromium ${REQUIRED_CHROMIUM_MAJOR + 3}.0.8154.6`)).toBeNull();
  });

  it('stops an older or missing browser with one message naming the major it needs', () => {
    const older = chromiumVersionProblem('Chromium 150.0.7871.100 built on Debian GNU/Linux 12');
    expect(older).toContain(`Chromium ${REQUIRED_CHROMIUM_MAJOR} or newer`);
    expect(older).toContain('found Chromium 150.0.7871.100');
    expect(chromiumVersionProblem('')).toMatch(
      /^The end-to-end tests need Chromium \d+ or newer.*found none\. .*chromium-headless-shell/,
    );
  });
});
