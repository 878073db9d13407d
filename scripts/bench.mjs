// Lighthouse (mobile preset, simulated throttling) against the built site served by
// `wrangler pages dev` with the reference backend, beside the floor: a bare page of the same
// stack (scripts/bench/floor: React, i18next and effector rendering one heading) built here by
// the app's Vite configuration and served by the same server, on a port of its own. Three rounds, each running the
// floor and every page in turn, so the machine's load weighs on them alike; the medians and each
// page's distance to the floor are printed and written to reports/bench.{json,md}, together with
// the first-load JavaScript of both modes. Exits 1 when a page is further from the floor than
// docs/architecture.md allows (LCP 0.1 s, TBT 50 ms) or shifts its layout at all.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';
import { CHROMIUM_ARGS, launchOptions, startServer, startStaticServer } from './browser.mjs';
import { kilobytes, measureFirstLoad } from './first-load.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 100);
const FLOOR = 'floor';
const FLOOR_DIR = fileURLToPath(new URL('../dist/bench-floor/', import.meta.url));
const PAGES = ['/', '/en/news', '/order'];
const RUNS = 3;
/** How far above the floor a page may be; and no layout shift at all. */
const ALLOWED = { lcpMs: 100, tbtMs: 50, cls: 0 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The floor, built into dist/bench-floor by the app's own configuration (its build target,
 * chunking, resolution and defines) with only the React plugin: the others write the app's site
 * files and service worker, which a bare page has none of. Served apart from the site, whose
 * edge answers a path that is not a screen with a 404.
 */
const buildFloor = async () => {
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    'vite.config.ts',
    undefined,
    'warn',
    undefined,
    // As `npm run build` loads it.
    'runner',
  );
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./bench/floor/', import.meta.url)),
    logLevel: 'warn',
    plugins: [react()],
    define: config.define,
    resolve: config.resolve,
    build: {
      ...config.build,
      outDir: FLOOR_DIR,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
    },
  });
};

const runOnce = async (url) => {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions().executablePath,
    // Russian, so '/' stays the Russian menu instead of following the browser to /en.
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--lang=ru-RU', '--accept-lang=ru-RU'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
};

const summarize = (path, runs) => {
  const pick = (key) => median(runs.map((entry) => entry[key]));
  return {
    path,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    runs,
  };
};

await buildFloor();
const [site, floorSite] = await Promise.all([
  startServer(PORT),
  startStaticServer(FLOOR_DIR, FLOOR_PORT),
]);
const urlOf = (path) => (path === FLOOR ? floorSite.url : new URL(path, site.url).href);
const runsOf = new Map([FLOOR, ...PAGES].map((path) => [path, []]));
try {
  for (let round = 0; round < RUNS; round += 1)
    for (const [path, runs] of runsOf) runs.push(await runOnce(urlOf(path)));
} finally {
  site.stop();
  floorSite.stop();
}

const floor = summarize(FLOOR, runsOf.get(FLOOR));
const pages = PAGES.map((path) => {
  const page = summarize(path, runsOf.get(path));
  const distance = { lcpMs: page.lcpMs - floor.lcpMs, tbtMs: page.tbtMs - floor.tbtMs };
  return {
    ...page,
    distance,
    withinFloor:
      distance.lcpMs <= ALLOWED.lcpMs && distance.tbtMs <= ALLOWED.tbtMs && page.cls <= ALLOWED.cls,
  };
});

const firstLoad = measureFirstLoad();
const report = {
  date: new Date().toISOString(),
  runsPerPage: RUNS,
  allowedAboveFloor: ALLOWED,
  floor,
  pages,
  firstLoadJs: {
    webGzipKb: Number(kilobytes(firstLoad.web.gzipBytes)),
    webAppOwnGzipKb: Number(kilobytes(firstLoad.web.appGzipBytes)),
    telegramGzipKb: Number(kilobytes(firstLoad.telegram.gzipBytes)),
    telegramAppOwnGzipKb: Number(kilobytes(firstLoad.telegram.appGzipBytes)),
  },
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const signed = (value, text) => `${value > 0 ? '+' : ''}${text}`;
const row = (page) =>
  `| ${page.path} | ${page.performance} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${
    page.distance
      ? `${signed(page.distance.lcpMs, seconds(page.distance.lcpMs))} | ${signed(page.distance.tbtMs, `${Math.round(page.distance.tbtMs)} ms`)} | ${page.withinFloor ? 'yes' : 'NO'}`
      : '— | — | floor'
  } |`;
const markdown = [
  `# Bench ${report.date}`,
  '',
  `Lighthouse mobile preset, median of ${RUNS} runs, \`wrangler pages dev\` with the reference backend;`,
  'the floor is a bare page of the same stack (React, i18next and effector rendering one heading), run in turn with the pages.',
  `A page passes within ${ALLOWED.lcpMs / 1000} s of the floor's LCP and ${ALLOWED.tbtMs} ms of its TBT, with CLS ${ALLOWED.cls}.`,
  '',
  '| page | performance | FCP | LCP | TBT | CLS | LCP above floor | TBT above floor | within floor |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  row(floor),
  ...pages.map(row),
  '',
  `First-load JavaScript of the menu route: web ${report.firstLoadJs.webGzipKb} KB gzip (the app's own ${report.firstLoadJs.webAppOwnGzipKb} KB), Telegram ${report.firstLoadJs.telegramGzipKb} KB gzip (the app's own ${report.firstLoadJs.telegramAppOwnGzipKb} KB).`,
  '',
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/bench.md', markdown);
console.log(markdown);
console.log('Written to reports/bench.json and reports/bench.md');
if (pages.some((page) => !page.withinFloor)) process.exit(1);
