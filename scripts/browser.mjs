// Debian's Chromium when present (CI, this machine), Playwright's own browser elsewhere.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

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

/** Serves dist/ with the functions on a port and resolves once it answers. */
export const startServer = async (port) => {
  const server = spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
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
