// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const workDir = mkdtempSync(join(tmpdir(), 'functions-bundle-'));

/**
 * The source files wrangler bundles into the Pages Functions worker, as a deployment builds it,
 * and the bytes each brings.
 */
const bundledInputs = (conditions?: string) => {
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
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  return Object.values(outputs).flatMap(({ inputs }) => Object.entries(inputs));
};
const bundledSources = (conditions?: string) => bundledInputs(conditions).map(([file]) => file);

/** The groups of the app's messages the edge speaks (functions/lib/bot/texts.ts). */
const EDGE_GROUPS = ['app', 'bot', 'orders', 'statuses', 'tracker'];

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

  it('carries of each locale file only the groups the bot, the SMS and the invoices speak', () => {
    const inputs = bundledInputs();
    // The bundler writes the messages with every letter outside ASCII escaped (`\u0439`).
    const escapedLength = (value: unknown) =>
      JSON.stringify(value).replace(/[^ -~\n]/g, '\\u0000').length;
    for (const language of ['ru', 'en', 'uz']) {
      const file = `locales/${language}.json`;
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const spoken = escapedLength(EDGE_GROUPS.map((group) => messages[group]));
      const bundled = inputs.find(([input]) => input.endsWith(file))?.[1].bytesInOutput ?? 0;
      expect(bundled, file).toBeGreaterThan(spoken * 0.8);
      expect(bundled, file).toBeLessThan(spoken * 1.5);
      expect(bundled, file).toBeLessThan(escapedLength(messages) * 0.5);
    }
  }, 60_000);
});
