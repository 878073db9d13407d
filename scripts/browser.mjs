// Debian's Chromium when present (CI, this machine), Playwright's own browser elsewhere.
import { existsSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pauseEsbuildWatchers } from './esbuild-watchers.mjs';

/** The full browser: the benches and the app icons, whose figures and pixels are a browser's. */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The e2e specs' browser: Debian's headless shell of the same Chromium. It draws with the same
 * Blink and Skia (the visual baselines hold to the pixel) without the full browser's UI, and a
 * spec costs about a third less CPU, which on CI's two busy cores is a third less time.
 */
const systemHeadlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** The Debian packages `.ci/run` installs: both browsers, one version. */
export const SYSTEM_BROWSER_PACKAGES = ['chromium', 'chromium-headless-shell'];
/** The browser the e2e specs run on CI; the visual baselines are its drawing. */
export const hasSystemChromium = existsSync(systemHeadlessShell);

/**
 * The Chromium major the visual baselines (tests/e2e/visual.spec.ts) were drawn with. An older one
 * draws text and focus rings otherwise (Debian's 150 failed the visual and focus specs six ways):
 * .ci/run installs at least this one and the e2e set-up stops on less. Raise it with the baselines.
 */
export const REQUIRED_CHROMIUM_MAJOR = 156;

/**
 * The major version in a browser's version text: `chromium --version` ("Chromium 156.0.8078.108
 * built on Debian…") or Playwright's `browser.version()` ("156.0.8078.108"); null without one.
 * @param {string} text
 */
export const chromiumMajor = (text) => {
  const found = /(?:^|\s)(\d+)\.\d+\.\d+\.\d+/.exec(text);
  return found ? Number(found[1]) : null;
};

/**
 * Why the e2e specs cannot run on a browser of this version, in one sentence; null when they can.
 * @param {string} versionText
 */
export const chromiumVersionProblem = (versionText) => {
  const major = chromiumMajor(versionText);
  if (major !== null && major >= REQUIRED_CHROMIUM_MAJOR) return null;
  const found = versionText.trim() ? `found ${versionText.trim()}` : 'found none';
  return (
    `The end-to-end tests need Chromium ${REQUIRED_CHROMIUM_MAJOR} or newer, the one their visual ` +
    `baselines were drawn with, and its headless shell; ${found}. Update them (sudo apt-get ` +
    `update && sudo apt-get install ${SYSTEM_BROWSER_PACKAGES.join(' ')}) or point CHROMIUM_PATH ` +
    `and CHROMIUM_HEADLESS_SHELL_PATH at them.`
  );
};

/** A browser's `--version` text; empty when there is none. */
const versionOf = (browser) =>
  existsSync(browser)
    ? execFileSync(browser, ['--version'], {
        encoding: 'utf8',
        // Debian's wrapper script may complain on stderr; the version is on stdout.
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    : '';

/** The system browsers' `--version` texts: both must be new enough. */
export const systemChromiumVersions = () => [systemChromium, systemHeadlessShell].map(versionOf);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchOptions = () => ({
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: CHROMIUM_ARGS,
});

/**
 * The e2e specs' launch: Debian's headless shell where it is installed, its V8 in lite mode. A
 * spec's page lives seconds, too short for V8's optimising compilers to pay back their work: without
 * them the browser spent a fifth less CPU on the same specs. It changes how fast scripts run, never
 * what they do or what is drawn; the benches measure the full browser as customers run it.
 */
export const e2eLaunchOptions = () => ({
  ...(hasSystemChromium ? { executablePath: systemHeadlessShell } : {}),
  args: [...CHROMIUM_ARGS, '--js-flags=--lite-mode', doubledHostsRule()],
});

/** The internet hosts the e2e pages reach: the maps script's and Telegram's web client's. */
export const E2E_DOUBLED_HOSTS = ['api-maps.yandex.ru', 'web.telegram.org'];

/**
 * The e2e browser finds the doubled hosts at the e2e server's TLS port (scripts/e2e-server.mjs,
 * E2E_DOUBLES_PORT, which playwright.config.ts sets): the pages reach them as they would the
 * internet, through no request interception.
 */
const doubledHostsRule = () =>
  `--host-resolver-rules=${E2E_DOUBLED_HOSTS.map(
    (host) => `MAP ${host} 127.0.0.1:${process.env.E2E_DOUBLES_PORT}`,
  ).join(', ')}`;

/**
 * Resolves once the server answers `probe` on the port, its esbuild watcher then paused
 * (esbuild-watchers.mjs); a busy machine's start takes a minute.
 */
const whenUp = async (server, port, probe = '/') => {
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(new URL(probe, url))).ok) {
        const resumeWatchers = pauseEsbuildWatchers(server.pid);
        return {
          url,
          stop: () => {
            resumeWatchers();
            server.kill('SIGTERM');
          },
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`server on ${url} did not start`);
};

/**
 * Serves dist/ with the functions on a port, with `settings` (scripts/serve.mjs) added to the
 * environment, and resolves once it answers.
 */
export const startServer = async (port, settings = {}) => {
  // Another server on the port would answer for this one.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: stop what serves there first`);
  return whenUp(
    spawn('node', ['scripts/serve.mjs'], {
      env: { ...process.env, ...settings, PORT: String(port) },
      stdio: 'ignore',
    }),
    port,
  );
};

/**
 * Serves a folder of static files alone, by the same server as the site (`wrangler pages dev`,
 * run inside the folder so that it finds no functions), and resolves once it answers `probe`.
 */
export const startStaticServer = (folder, port, probe = '/') =>
  whenUp(
    spawn(
      fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url)),
      [
        'pages',
        'dev',
        '.',
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--log-level',
        'warn',
        '--show-interactive-dev-session=false',
      ],
      { cwd: folder, stdio: 'ignore' },
    ),
    port,
    probe,
  );
