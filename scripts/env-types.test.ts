// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const COMMITTED = 'functions/worker-configuration.d.ts';
const workDir = mkdtempSync(join(tmpdir(), 'env-types-'));

/** The generated types without their first comment lines, which name the file written. */
const typesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('//'))
    .join('\n');

describe('the functions Env', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  // `wrangler types --check` ignores --env-file and so cannot check these: regenerated and compared.
  it('is what `npm run types` generates from wrangler.toml and .dev.vars.example', () => {
    const fresh = join(workDir, 'worker-configuration.d.ts');
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: { types: string };
    };
    const args = scripts.types.split(' ');
    execFileSync(
      'node_modules/.bin/wrangler',
      args.slice(1).map((arg) => (arg === COMMITTED ? fresh : arg)),
      { stdio: 'ignore' },
    );
    expect(typesOf(readFileSync(COMMITTED, 'utf8'))).toBe(typesOf(readFileSync(fresh, 'utf8')));
  }, 60_000);

  it('binds the same names in every environment', () => {
    const text = readFileSync(COMMITTED, 'utf8');
    const names = (env: string) =>
      new RegExp(`interface ${env} \\{([^}]*)\\}`)
        .exec(text)?.[1]
        ?.trim()
        .split('\n')
        .map((line) => line.trim());
    const preview = names('PreviewEnv');
    expect(preview).toContain('DB: D1Database;');
    expect(names('ProductionEnv')).toEqual(preview);
    // The one Env the functions see: no binding optional because one environment lacks it.
    expect(names('Env')).toEqual(preview);
  });
});
