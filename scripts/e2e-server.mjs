// The end-to-end run's server: the site as `npm run serve` serves it (wrangler pages dev on an inner
// port), behind a cache of its static files, and the two internet hosts the pages reach (the maps
// script, Telegram's web client) played on a local TLS port the e2e browser resolves them to
// (scripts/browser.mjs). The browser then needs no request interception: its own HTTP cache
// works, and no request takes a trip through the test process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientPage } from './telegram-client.mjs';
import { E2E_DOUBLED_HOSTS } from './browser.mjs';
import { isStaticFile } from './static-files.mjs';
import { pauseEsbuildWatchers } from './esbuild-watchers.mjs';
import { createWranglerOrigin } from './wrangler-origin.mjs';

const HOST = '127.0.0.1';
// The ports are playwright.config.ts's, which also tells the browser where the doubles are.
const [port, originPort] = ['PORT', 'E2E_ORIGIN_PORT'].map((name) => {
  const value = Number(process.env[name]);
  if (!value)
    throw new Error(`${name} is not set: Playwright starts this server (npm run test:e2e)`);
  return value;
});
/** None for the run's second server (core-backend.spec.ts): the first one plays the doubles. */
const doublesPort = Number(process.env.E2E_DOUBLES_PORT) || null;

const MAPS_DOUBLE = readFileSync(new URL('../tests/e2e/support/ymaps3-double.js', import.meta.url));

/**
 * Each static file is asked of wrangler once and kept, as a CDN keeps it in front of Pages: the
 * build does not change during a run, and wrangler spends about a sixth of a second of CPU on a
 * 300 KB file. Only a 200 is kept; a file is kept per encoding the browser accepts.
 * @type {Map<string, Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>>}
 */
const kept = new Map();

const wrangler = createWranglerOrigin({ host: HOST, port: originPort });

const serveStatic = async (request, response) => {
  const key = `${request.url} ${request.headers['accept-encoding'] ?? ''}`;
  const file = kept.get(key) ?? wrangler.fetchWhole(request);
  kept.set(key, file);
  const answer = await file.catch((/** @type {Error} */ error) => {
    wrangler.report(request, error);
    return null;
  });
  if (answer?.status !== 200) kept.delete(key);
  if (!answer) {
    response.writeHead(502).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
};

const site = http.createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  if (request.method === 'GET' && isStaticFile(path)) void serveStatic(request, response);
  else void wrangler.forward(request, response);
});

/**
 * A certificate for the doubled hosts, made for this run: the e2e contexts accept it
 * (`ignoreHTTPSErrors`), and no key is kept anywhere.
 */
const certificate = () => {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-doubles-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=e2e doubles',
        '-keyout',
        key,
        '-out',
        cert,
        '-addext',
        `subjectAltName=${E2E_DOUBLED_HOSTS.map((name) => `DNS:${name}`).join(',')}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    // Read into memory, the files go: every run used to leave its key behind in the temp folder.
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * The Telegram double's page for a launch as JSON, `{ appUrl, answers }`; null for anything else.
 * @param {string} launch
 */
const clientPageOf = (launch) => {
  try {
    const { appUrl, answers } = JSON.parse(launch);
    return typeof appUrl === 'string' && answers && typeof answers === 'object'
      ? clientPage(appUrl, answers)
      : null;
  } catch {
    return null;
  }
};

/**
 * The internet's stand-ins. `api-maps.yandex.ru`: the ymaps3 double for any path. `web.telegram.org`:
 * the Telegram double's web client for the launch in its `launch` parameter (the app's address and
 * the client's answers, as JSON: tests/e2e/support/telegram-client.ts).
 */
const answerAsDouble = (
  /** @type {http.IncomingMessage} */ request,
  /** @type {http.ServerResponse} */ response,
) => {
  const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'unknown'}`);
  if (url.hostname === 'api-maps.yandex.ru') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(MAPS_DOUBLE);
    return;
  }
  const launch = url.hostname === 'web.telegram.org' ? url.searchParams.get('launch') : null;
  if (!launch) {
    response.writeHead(404).end();
    return;
  }
  const page = clientPageOf(launch);
  if (!page) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('a launch is {appUrl, answers}');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
};

const origin = spawn('node', ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(originPort) },
  stdio: 'inherit',
});
if (doublesPort) https.createServer(certificate(), answerAsDouble).listen(doublesPort, HOST);

/** Resolves once wrangler answers: the site's port opens then, so a probe of it waits for both. */
const originAnswers = () =>
  new Promise((resolve) => {
    const probe = () =>
      http
        .get(wrangler.options(), (answer) => {
          answer.resume();
          resolve(undefined);
        })
        .on('error', () => setTimeout(probe, 250));
    probe();
  });
let resumeWatchers = () => {};
void originAnswers().then(() => {
  resumeWatchers = pauseEsbuildWatchers(origin.pid);
  site.listen(port, HOST);
});

const stop = () => {
  resumeWatchers();
  origin.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
origin.on('exit', (code) => {
  resumeWatchers();
  process.exit(code ?? 0);
});
