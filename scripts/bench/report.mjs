// The bench's arithmetic and its report (scripts/bench.mjs): medians, each page's distance to its
// floors, and what entered the critical path in some runs only.

/**
 * @typedef {object} Run One Lighthouse run's figures.
 * @property {number} performance
 * @property {number} fcpMs
 * @property {number} lcpMs the simulated LCP, as Lighthouse scores it
 * @property {number} observedLcpMs the LCP the browser painted, unthrottled
 * @property {number} tbtMs
 * @property {number} cls
 * @property {string} lcpElement
 * @property {readonly string[]} lcpGraph the requests that ended before the observed LCP: the
 *   network part of the graph Lighthouse simulates LCP on
 */

/** @param {readonly number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The medians of a page's or a floor's runs, with the runs.
 * @param {string} name
 * @param {readonly Run[]} runs
 */
export const summarize = (name, runs) => {
  /** @param {'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'} key */
  const pick = (key) => median(runs.map((entry) => entry[key]));
  return {
    name,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    runs,
  };
};

/**
 * How far a page is above its floors (LCP above its static floor's, TBT above its stack floor's)
 * and whether that is within what is allowed, with no layout shift beyond it either.
 * @param {{ lcpMs: number, tbtMs: number, cls: number }} page
 * @param {{ lcp: { lcpMs: number }, tbt: { tbtMs: number } }} floors
 * @param {{ lcpMs: number, tbtMs: number, cls: number }} allowed
 */
export const judge = (page, floors, allowed) => {
  const distance = { lcpMs: page.lcpMs - floors.lcp.lcpMs, tbtMs: page.tbtMs - floors.tbt.tbtMs };
  return {
    distance,
    withinFloor:
      distance.lcpMs <= allowed.lcpMs && distance.tbtMs <= allowed.tbtMs && page.cls <= allowed.cls,
  };
};

/**
 * What differs between a page's runs in what its LCP waited for: each request that ended before
 * the observed LCP in some runs and not in others, with those runs (1-based); a run painting
 * late lets more requests into the graph Lighthouse simulates LCP on.
 * @param {readonly Run[]} runs
 * @returns {{ request: string, inRuns: number[] }[]}
 */
export const criticalPathChanges = (runs) => {
  const requests = [...new Set(runs.flatMap((run) => run.lcpGraph))];
  return requests
    .map((request) => ({
      request,
      inRuns: runs.flatMap((run, index) => (run.lcpGraph.includes(request) ? [index + 1] : [])),
    }))
    .filter(({ inRuns }) => inRuns.length < runs.length);
};

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (/** @type {number} */ ms) => `${Math.round(ms)} ms`;
const signed = (/** @type {number} */ value, /** @type {string} */ text) =>
  `${value > 0 ? '+' : ''}${text}`;

/**
 * @typedef {ReturnType<typeof summarize>} Summary
 * @typedef {Summary & ReturnType<typeof judge> & { floors: { lcp: string, tbt: string } }} Page
 */

/**
 * The report in Markdown: floors, pages and their distances, every run, and the critical path's
 * changes between runs.
 * @param {{ date: string, runsPerPage: number, allowedAboveFloor: { lcpMs: number, tbtMs: number, cls: number }, floors: Summary[], pages: Page[], firstLoadLine: string }} report
 */
export const markdownOf = ({
  date,
  runsPerPage,
  allowedAboveFloor,
  floors,
  pages,
  firstLoadLine,
}) => {
  const floorOf = new Map(floors.map((floor) => [floor.name, floor]));
  const figures = (/** @type {Summary | Run} */ entry) =>
    `${entry.performance} | ${seconds(entry.fcpMs)} | ${seconds(entry.lcpMs)} | ${milliseconds(entry.tbtMs)} | ${entry.cls.toFixed(3)}`;
  const distances = (/** @type {number} */ lcpMs, /** @type {number} */ tbtMs) =>
    `${signed(lcpMs, seconds(lcpMs))} | ${signed(tbtMs, milliseconds(tbtMs))}`;
  /** The runs of a page beside those of its floors in the same rounds. */
  const runRows = (/** @type {Page} */ page) =>
    page.runs.map((run, index) => {
      const lcpFloor = floorOf.get(page.floors.lcp)?.runs[index];
      const tbtFloor = floorOf.get(page.floors.tbt)?.runs[index];
      return `| ${page.name} | ${index + 1} | ${figures(run)} | ${seconds(run.observedLcpMs)} | ${
        lcpFloor && tbtFloor
          ? distances(run.lcpMs - lcpFloor.lcpMs, run.tbtMs - tbtFloor.tbtMs)
          : '— | —'
      } | ${run.lcpGraph.length} |`;
    });
  const floorRunRows = (/** @type {Summary} */ floor) =>
    floor.runs.map(
      (run, index) =>
        `| ${floor.name} | ${index + 1} | ${figures(run)} | ${seconds(run.observedLcpMs)} | — | — | ${run.lcpGraph.length} |`,
    );
  const pathNotes = [...floors, ...pages].flatMap((entry) => {
    const elements = [...new Set(entry.runs.map((run) => run.lcpElement))];
    const changes = criticalPathChanges(entry.runs);
    if (elements.length < 2 && changes.length === 0) return [];
    return [
      `- **${entry.name}**: LCP ${entry.runs.map((run, index) => `run ${index + 1} ${seconds(run.lcpMs)} (observed ${seconds(run.observedLcpMs)})`).join(', ')}.`,
      ...(elements.length > 1
        ? entry.runs.map(
            (run, index) => `  - run ${index + 1}'s LCP element: \`${run.lcpElement}\``,
          )
        : []),
      ...changes.map(
        ({ request, inRuns }) =>
          `  - \`${request}\` ended before LCP in run ${inRuns.join(', ')} only`,
      ),
    ];
  });
  return [
    `# Bench ${date}`,
    '',
    `Lighthouse mobile preset (simulated throttling), ${runsPerPage} runs in rounds, medians; \`wrangler pages dev\` with the reference backend.`,
    'Each page is judged against two floors run in the same rounds: its LCP against its static floor (the page as the site serves it, without its module scripts), its TBT against a bare page of the stack it starts on (React, i18next and effector rendering one heading; in Telegram with the Telegram SDK and telegram-ui too).',
    `A page passes within ${allowedAboveFloor.lcpMs / 1000} s of its LCP floor and ${allowedAboveFloor.tbtMs} ms of its TBT floor, with CLS ${allowedAboveFloor.cls}.`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | LCP floor | LCP above it | TBT floor | TBT above it | within floors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      (page) =>
        `| ${page.name} | ${figures(page)} | ${page.floors.lcp} | ${signed(page.distance.lcpMs, seconds(page.distance.lcpMs))} | ${page.floors.tbt} | ${signed(page.distance.tbtMs, milliseconds(page.distance.tbtMs))} | ${page.withinFloor ? 'yes' : 'NO'} |`,
    ),
    '',
    '| floor | performance | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...floors.map((floor) => `| ${floor.name} | ${figures(floor)} |`),
    '',
    '## Every run',
    '',
    'Distances are to the floors of the same round. "Before LCP": the requests that ended before the observed LCP, which Lighthouse chains into its simulated LCP.',
    '',
    '| page | run | performance | FCP | LCP | TBT | CLS | observed LCP | LCP above floor | TBT above floor | before LCP |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...floors.flatMap(floorRunRows),
    ...pages.flatMap(runRows),
    '',
    '## The critical path between runs',
    '',
    ...(pathNotes.length > 0
      ? pathNotes
      : ['Every page waited for the same requests and painted the same LCP element in every run.']),
    '',
    'Each run’s network dependency tree and critical request chains are in `reports/bench/`.',
    '',
    firstLoadLine,
    '',
  ].join('\n');
};
