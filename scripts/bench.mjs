// Lighthouse (mobile preset, simulated throttling) against the built site served by
// `wrangler pages dev` with the reference backend: the menu, news, checkout and a promotion on
// the web, and the menu launched inside Telegram (the app opened as the page of a phone's client,
// with signed launch parameters and the tests' Telegram double: scripts/telegram-client.mjs).
// Each is judged against its floors (scripts/bench/floors.mjs): LCP against the same page served
// without its module scripts, TBT against a bare page of the stack it starts on. Three rounds,
// each running every floor and page in turn, so the machine's load weighs on them alike. The
// medians, each distance and every run's figures are printed and written to
// reports/bench.{json,md}; each run's network dependency tree and critical request chains to
// reports/bench/. Exits 1 when a page is further from a floor than docs/architecture.md allows
// (LCP 0.1 s, TBT 50 ms) or shifts its layout at all.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// The phone the mobile preset emulates, whose user agent asks the static floors' pages.
import { userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, launchOptions, startServer, startStaticServer } from './browser.mjs';
import { kilobytes, measureFirstLoad } from './first-load.mjs';
import { telegramLaunchHash, THEMES } from './telegram-launch.mjs';
import { webviewScript } from './telegram-client.mjs';
import { benchChromeFlags } from './bench/chrome-flags.mjs';
import {
  buildStackFloors,
  STACK_FLOOR,
  startStaticFloors,
  TELEGRAM_STACK_FLOOR,
} from './bench/floors.mjs';
import { judge, markdownOf, summarize } from './bench/report.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 100);
const STATIC_FLOOR_PORT = FLOOR_PORT + 1;
const FLOOR_DIR = fileURLToPath(new URL('../dist/bench-floor/', import.meta.url));
const RUNS_DIR = 'reports/bench';
const RUNS = 3;
/** How far above its floors a page may be; and no layout shift at all. */
const ALLOWED = { lcpMs: 100, tbtMs: 50, cls: 0 };
/** Russian, so '/' stays the Russian menu instead of following the browser to /en. */
const LANGUAGE = 'ru-RU';
/** A running promotion of the reference backend's seed. */
const PROMOTION = '/stocks/1';

/**
 * @typedef {object} Entry
 * @property {string} name
 * @property {() => string} url a Telegram launch signs its launch data afresh for each run
 * @property {boolean} [telegram] opened as a phone's Telegram client opens a mini-app
 * @property {{ lcp: string, tbt: string }} [floors] a page's floors, by name; a floor has none
 */

/** The Telegram double answers at once, as a client does, and holds nothing of the user's. */
const TELEGRAM_CLIENT = webviewScript({
  theme: THEMES.light,
  answerDelayMs: 0,
  contact: null,
  contactArrivesAfterMs: 0,
  location: 'allow',
  writeAccess: 'allow',
  cloud: {},
});
const telegramHash = () => telegramLaunchHash({ languageCode: 'ru' });

/** @param {string} url */
const requestName = (url) => {
  const parsed = new URL(url);
  return parsed.hostname === '127.0.0.1' ? `${parsed.pathname}${parsed.search}` : url;
};

/**
 * The first node a Lighthouse table names, by its CSS selector.
 * @param {unknown} details
 * @returns {string}
 */
const firstNode = (details) => {
  const found = JSON.stringify(details ?? null).match(/"selector":"((?:[^"\\]|\\.)*)"/);
  return found ? JSON.parse(`"${found[1]}"`) : 'none';
};

/**
 * One Lighthouse run in a fresh browser; its network dependency tree, critical request chains and
 * LCP element go to `reports/bench/<file>.json`.
 * @param {Entry} entry
 * @param {string} file
 * @returns {Promise<import('./bench/report.mjs').Run>}
 */
const runOnce = async (entry, file) => {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions().executablePath,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...benchChromeFlags(),
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--lang=${LANGUAGE}`,
      `--accept-lang=${LANGUAGE}`,
    ],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (entry.telegram) await page.evaluateOnNewDocument(TELEGRAM_CLIENT);
    const url = entry.url();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const observed = /** @type {{ items: { observedLargestContentfulPaint: number }[] }} */ (
      audits.metrics.details
    ).items[0].observedLargestContentfulPaint;
    const requests = /** @type {{ items: { url: string, networkEndTime: number }[] }} */ (
      audits['network-requests'].details
    ).items;
    const run = {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
      observedLcpMs: observed,
      tbtMs: audits['total-blocking-time'].numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
      lcpElement: firstNode(audits['largest-contentful-paint-element'].details),
      lcpGraph: requests
        .filter((request) => request.networkEndTime <= observed)
        .map((request) => requestName(request.url)),
    };
    writeFileSync(
      `${RUNS_DIR}/${file}.json`,
      `${JSON.stringify(
        {
          url,
          run,
          networkDependencyTree: audits['network-dependency-tree-insight'].details,
          criticalRequestChains: audits['critical-request-chains'].details,
          networkRequests: requests,
        },
        null,
        2,
      )}\n`,
    );
    return run;
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
};

await buildStackFloors(FLOOR_DIR);
rmSync(RUNS_DIR, { recursive: true, force: true });
mkdirSync(RUNS_DIR, { recursive: true });
const servers = await Promise.allSettled([
  startServer(PORT),
  startStaticServer(FLOOR_DIR, FLOOR_PORT, `${STACK_FLOOR}/`),
]);
// A server that started is stopped when the other did not: a site left running answers the next
// bench in place of its own build.
const notStarted = servers.find((server) => server.status === 'rejected');
if (notStarted) {
  for (const server of servers) if (server.status === 'fulfilled') server.value.stop();
  throw notStarted.reason;
}
const [site, floorSite] = servers.map(
  (server) =>
    /** @type {PromiseFulfilledResult<{ url: string, stop: () => void }>} */ (server).value,
);
const PAGE_PATHS = ['/', '/en/news', '/order', PROMOTION];
/** @type {{ stop: () => void } | undefined} */
let staticFloors;
/** @type {Map<string, import('./bench/report.mjs').Run[]>} */
const runsOf = new Map();
/** @type {Entry[]} */
const entries = [];
try {
  staticFloors = await startStaticFloors(site.url, PAGE_PATHS, STATIC_FLOOR_PORT, {
    'accept-language': LANGUAGE,
    'user-agent': userAgents.mobile,
  });
  const staticUrl = staticFloors.url;
  const stackFloor = 'stack floor';
  const telegramStackFloor = 'Telegram stack floor';
  const staticFloor = (/** @type {string} */ path) => `static ${path}`;
  entries.push(
    { name: stackFloor, url: () => new URL(`${STACK_FLOOR}/`, floorSite.url).href },
    {
      name: telegramStackFloor,
      url: () => `${new URL(`${TELEGRAM_STACK_FLOOR}/`, floorSite.url).href}${telegramHash()}`,
      telegram: true,
    },
    ...PAGE_PATHS.map((path) => ({
      name: staticFloor(path),
      url: () => new URL(path, staticUrl).href,
    })),
    ...PAGE_PATHS.map((path) => ({
      name: path,
      url: () => new URL(path, site.url).href,
      floors: { lcp: staticFloor(path), tbt: stackFloor },
    })),
    {
      name: 'Telegram launch of /',
      url: () => `${new URL('/', site.url).href}${telegramHash()}`,
      telegram: true,
      floors: { lcp: staticFloor('/'), tbt: telegramStackFloor },
    },
  );
  for (let round = 1; round <= RUNS; round += 1)
    for (const entry of entries) {
      const file = `${entry.name
        .replace(/\/$/, '/root')
        .replace(/[^\w]+/g, '-')
        .replace(/^-/, '')
        .toLowerCase()}-${round}`;
      runsOf.set(entry.name, [...(runsOf.get(entry.name) ?? []), await runOnce(entry, file)]);
    }
} finally {
  staticFloors?.stop();
  site.stop();
  floorSite.stop();
}

const summaryOf = (/** @type {string} */ name) => summarize(name, runsOf.get(name) ?? []);
const floors = entries.filter((entry) => !entry.floors).map((entry) => summaryOf(entry.name));
const floorNamed = (/** @type {string} */ name) => {
  const floor = floors.find((entry) => entry.name === name);
  if (!floor) throw new Error(`no floor ${name}`);
  return floor;
};
const pages = entries.flatMap((entry) => {
  if (!entry.floors) return [];
  const page = summaryOf(entry.name);
  const judged = judge(
    page,
    { lcp: floorNamed(entry.floors.lcp), tbt: floorNamed(entry.floors.tbt) },
    ALLOWED,
  );
  return [{ ...page, floors: entry.floors, ...judged }];
});

const firstLoad = measureFirstLoad();
const firstLoadJs = {
  webGzipKb: Number(kilobytes(firstLoad.web.gzipBytes)),
  webAppOwnGzipKb: Number(kilobytes(firstLoad.web.appGzipBytes)),
  telegramGzipKb: Number(kilobytes(firstLoad.telegram.gzipBytes)),
  telegramAppOwnGzipKb: Number(kilobytes(firstLoad.telegram.appGzipBytes)),
};
const report = {
  date: new Date().toISOString(),
  runsPerPage: RUNS,
  allowedAboveFloor: ALLOWED,
  floors,
  pages,
  firstLoadJs,
};
const markdown = markdownOf({
  ...report,
  firstLoadLine: `First-load JavaScript of the menu route: web ${firstLoadJs.webGzipKb} KB gzip (the app's own ${firstLoadJs.webAppOwnGzipKb} KB), Telegram ${firstLoadJs.telegramGzipKb} KB gzip (the app's own ${firstLoadJs.telegramAppOwnGzipKb} KB).`,
});

writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/bench.md', markdown);
console.log(markdown);
console.log('Written to reports/bench.json, reports/bench.md and reports/bench/');
if (pages.some((page) => !page.withinFloor)) process.exit(1);
