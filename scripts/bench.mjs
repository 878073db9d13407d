// Lighthouse (mobile preset, simulated throttling) against the built site served by
// `wrangler pages dev` with the reference backend: three runs per page, medians printed and
// written to reports/bench.{json,md}, together with the first-load JavaScript of both modes.
// Exits 1 when a page misses a target, so it can guard a pipeline too.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, launchOptions, startServer } from './browser.mjs';
import { kilobytes, measureFirstLoad } from './first-load.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const PAGES = ['/', '/en/news', '/order'];
const RUNS = 3;
// docs/architecture.md's Lighthouse budgets (performance, TBT, CLS), and the first screen within 2 s.
const TARGETS = { performance: 98, lcpMs: 2000, tbtMs: 100, cls: 0 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
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
    const { categories, audits } = result.lhr;
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

const server = await startServer(PORT);
const pages = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await runOnce(new URL(path, server.url).href));
    const pick = (key) => median(runs.map((entry) => entry[key]));
    const summary = {
      path,
      performance: pick('performance'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      runs,
    };
    summary.meetsTargets =
      summary.performance >= TARGETS.performance &&
      summary.lcpMs <= TARGETS.lcpMs &&
      summary.tbtMs <= TARGETS.tbtMs &&
      summary.cls <= TARGETS.cls;
    pages.push(summary);
  }
} finally {
  server.stop();
}

const firstLoad = measureFirstLoad();
const report = {
  date: new Date().toISOString(),
  runsPerPage: RUNS,
  targets: TARGETS,
  pages,
  firstLoadJs: {
    webGzipKb: Number(kilobytes(firstLoad.web.gzipBytes)),
    telegramGzipKb: Number(kilobytes(firstLoad.telegram.gzipBytes)),
  },
};

const rows = pages.map(
  (page) =>
    `| ${page.path} | ${page.performance} | ${(page.fcpMs / 1000).toFixed(2)} s | ${(page.lcpMs / 1000).toFixed(2)} s | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${page.meetsTargets ? 'yes' : 'NO'} |`,
);
const markdown = [
  `# Bench ${report.date}`,
  '',
  `Lighthouse mobile preset, median of ${RUNS} runs, \`wrangler pages dev\` with the reference backend.`,
  `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}.`,
  '',
  '| page | performance | FCP | LCP | TBT | CLS | meets targets |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `First-load JavaScript of the menu route: web ${report.firstLoadJs.webGzipKb} KB gzip, Telegram ${report.firstLoadJs.telegramGzipKb} KB gzip.`,
  '',
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('reports/bench.md', markdown);
console.log(markdown);
console.log('Written to reports/bench.json and reports/bench.md');
if (pages.some((page) => !page.meetsTargets)) process.exit(1);
