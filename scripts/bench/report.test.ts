import { describe, expect, it } from 'vitest';
import { criticalPathChanges, judge, markdownOf, median, summarize, type Run } from './report.mjs';

const ALLOWED = { lcpMs: 100, tbtMs: 50, cls: 0 };

const run = (figures: Partial<Run> = {}): Run => ({
  performance: 98,
  fcpMs: 900,
  lcpMs: 1000,
  observedLcpMs: 300,
  tbtMs: 40,
  cls: 0,
  lcpElement: 'h1',
  lcpGraph: ['/', '/assets/index.js'],
  ...figures,
});

describe('the bench’s judgement', () => {
  it('takes the middle run of three', () => {
    expect(median([3000, 1040, 1100])).toBe(1100);
    expect(
      summarize('/', [run({ lcpMs: 3000 }), run({ lcpMs: 1040 }), run({ lcpMs: 1100 })]),
    ).toMatchObject({ name: '/', lcpMs: 1100, tbtMs: 40 });
  });

  it('measures LCP from the static floor and TBT from the stack floor', () => {
    const page = { lcpMs: 1200, tbtMs: 90, cls: 0 };
    const floors = { lcp: { lcpMs: 1100 }, tbt: { tbtMs: 40 } };
    expect(judge(page, floors, ALLOWED)).toEqual({
      distance: { lcpMs: 100, tbtMs: 50 },
      withinFloor: true,
    });
  });

  it('fails a page beyond either floor, or with any layout shift', () => {
    const floors = { lcp: { lcpMs: 1100 }, tbt: { tbtMs: 40 } };
    expect(judge({ lcpMs: 1201, tbtMs: 40, cls: 0 }, floors, ALLOWED).withinFloor).toBe(false);
    expect(judge({ lcpMs: 1100, tbtMs: 91, cls: 0 }, floors, ALLOWED).withinFloor).toBe(false);
    expect(judge({ lcpMs: 900, tbtMs: 0, cls: 0.001 }, floors, ALLOWED).withinFloor).toBe(false);
  });
});

describe('the critical path between runs', () => {
  it('names each request that ended before LCP in some runs only, with those runs', () => {
    const runs = [
      run(),
      run({ lcpGraph: ['/', '/assets/index.js', '/fonts/inter.woff2', '/api/news'] }),
      run({ lcpGraph: ['/', '/assets/index.js', '/api/news'] }),
    ];
    expect(criticalPathChanges(runs)).toEqual([
      { request: '/fonts/inter.woff2', inRuns: [2] },
      { request: '/api/news', inRuns: [2, 3] },
    ]);
    expect(criticalPathChanges([run(), run()])).toEqual([]);
  });
});

describe('the report', () => {
  const floors = [
    summarize('stack floor', [run({ tbtMs: 30 }), run({ tbtMs: 40 })]),
    summarize('static /en/news', [run({ lcpMs: 1000 }), run({ lcpMs: 1100 })]),
  ];
  const news = summarize('/en/news', [
    run({ lcpMs: 1040, tbtMs: 60 }),
    run({ lcpMs: 3000, tbtMs: 70, lcpElement: 'li.article-card', lcpGraph: ['/', '/api/news'] }),
  ]);
  const markdown = markdownOf({
    date: '2026-11-29T05:00:00.000Z',
    runsPerPage: 2,
    allowedAboveFloor: ALLOWED,
    floors,
    pages: [
      {
        ...news,
        floors: { lcp: 'static /en/news', tbt: 'stack floor' },
        ...judge(news, { lcp: floors[1]!, tbt: floors[0]! }, ALLOWED),
      },
    ],
    firstLoadLine: 'First-load JavaScript: web 131.8 KB.',
  });

  it('gives each page’s distance to each of its floors', () => {
    expect(markdown).toContain(
      '| /en/news | 98 | 0.90 s | 3.00 s | 70 ms | 0.000 | static /en/news | +1.90 s | stack floor | +30 ms | NO |',
    );
  });

  it('gives every run of the floors and pages, with its distances to the floors of its round', () => {
    expect(markdown).toContain(
      '| stack floor | 1 | 98 | 0.90 s | 1.00 s | 30 ms | 0.000 | 0.30 s | — | — | 2 |',
    );
    expect(markdown).toContain(
      '| /en/news | 1 | 98 | 0.90 s | 1.04 s | 60 ms | 0.000 | 0.30 s | +0.04 s | +30 ms | 2 |',
    );
    expect(markdown).toContain(
      '| /en/news | 2 | 98 | 0.90 s | 3.00 s | 70 ms | 0.000 | 0.30 s | +1.90 s | +30 ms | 2 |',
    );
  });

  it('says what entered the critical path in some runs only', () => {
    expect(markdown).toContain("  - run 2's LCP element: `li.article-card`");
    expect(markdown).toContain('  - `/assets/index.js` ended before LCP in run 1 only');
    expect(markdown).toContain('  - `/api/news` ended before LCP in run 2 only');
  });
});
