// Debian's Chromium when present (CI, this machine), Playwright's own browser elsewhere.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser CI runs; the e2e visual baselines are its drawing. */
export const hasSystemChromium = existsSync(systemChromium);

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
  ...(hasSystemChromium ? { executablePath: systemChromium } : {}),
  args: CHROMIUM_ARGS,
});

/** Resolves once the server answers on the port. */
const whenUp = async (server, port) => {
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => server.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`server on ${url} did not start`);
};

/** Serves dist/ with the functions on a port and resolves once it answers. */
export const startServer = (port) =>
  whenUp(
    spawn('node', ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    }),
    port,
  );

/**
 * Serves a folder of static files alone, by the same server as the site (`wrangler pages dev`,
 * run inside the folder so that it finds no functions), and resolves once it answers.
 */
export const startStaticServer = (folder, port) =>
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
  );
