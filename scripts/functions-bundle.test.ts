// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const workDir = mkdtempSync(join(tmpdir(), 'functions-bundle-'));

/** The source files wrangler bundles into the Pages Functions worker, as a deployment builds it. */
const bundledSources = (conditions?: string) => {
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
  return Object.values(outputs).flatMap(({ inputs }) => Object.keys(inputs));
};

describe('the Pages Functions bundle', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('holds none of the reference backend unless built with it', () => {
    const production = bundledSources();
    expect(production).toContain('_middleware.ts');
    expect(production.filter((file) => file.includes('reference-backend/'))).toEqual([]);
    expect(bundledSources('reference-backend,workerd,worker,browser')).toContain(
      'reference-backend/app.ts',
    );
  }, 60_000);
});
