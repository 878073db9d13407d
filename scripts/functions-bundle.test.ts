// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';

const workDir = mkdtempSync(join(tmpdir(), 'functions-bundle-'));

/** The Pages Functions worker as a deployment builds it: its code and the source files in it. */
const buildFunctions = (conditions?: string) => {
  const outdir = join(workDir, conditions ?? 'production');
  execFileSync(
    'node_modules/.bin/wrangler',
    ['pages', 'functions', 'build', '--outdir', outdir, '--metafile', `${outdir}.json`],
    {
      env: { ...process.env, WRANGLER_BUILD_CONDITIONS: conditions },
      stdio: 'ignore',
    },
  );
  const { outputs } = JSON.parse(readFileSync(`${outdir}.json`, 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  return {
    code: readFileSync(join(outdir, 'index.js'), 'utf8'),
    sources: Object.values(outputs).flatMap(({ inputs }) => Object.keys(inputs)),
  };
};

/** A message as the bundle spells it, which only printable ASCII is for sure (esbuild escapes the rest). */
const asciiMessage = (text: string) => {
  expect(text).toMatch(/^[\x20-\x7e]+$/);
  return text;
};

describe('the Pages Functions bundle', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('holds none of the reference backend unless built with it', () => {
    const production = buildFunctions();
    expect(production.sources).toContain('_middleware.ts');
    expect(production.sources.filter((file) => file.includes('reference-backend/'))).toEqual([]);
    expect(buildFunctions('reference-backend,workerd,worker,browser').sources).toContain(
      'reference-backend/app.ts',
    );
  }, 60_000);

  it('holds the messages the edge speaks and none that only the screens show', () => {
    const { code } = buildFunctions();
    // The bot's, and a route's title and description that link previews read.
    expect(code).toContain(asciiMessage(en.bot['greeting-anonymous']));
    expect(code).toContain(asciiMessage(en.vacancyForm.description));
    // The menu screen's cart and dish dialog.
    expect(code).not.toContain(asciiMessage(en.cart['limit-reached']));
    expect(code).not.toContain(asciiMessage(en['product-details']['removable-hint']));
  }, 60_000);
});
