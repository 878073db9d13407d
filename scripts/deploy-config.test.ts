// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import * as wrangler from 'wrangler';
import { describe, expect, it } from 'vitest';

/** The parts of wrangler's resolved configuration a deployment depends on. */
interface DeployConfig {
  readonly pages_build_output_dir?: string;
  readonly vars: Readonly<Record<string, unknown>>;
  readonly d1_databases: readonly Readonly<Record<string, unknown>>[];
}

// Typed here: wrangler's own declarations are not part of this project's type check.
const { unstable_readConfig } = wrangler as unknown as {
  unstable_readConfig: (
    args: { config: string; env?: string },
    options: { hideWarnings: boolean },
  ) => DeployConfig;
};

/** wrangler.toml as wrangler reads it for a deployment environment (throws on an invalid file). */
const configOf = (env?: 'preview' | 'production') =>
  unstable_readConfig({ config: 'wrangler.toml', env }, { hideWarnings: true });

describe('the deploy configuration', () => {
  it('builds the site from dist and brings the functions', () => {
    for (const env of [undefined, 'preview', 'production'] as const) {
      expect(configOf(env).pages_build_output_dir).toMatch(/dist$/);
    }
    expect(existsSync('functions/_middleware.ts')).toBe(true);
  });

  it('runs the reference backend in preview, on a database of its own with the migrations', () => {
    const preview = configOf('preview');
    expect(preview.vars).toMatchObject({ REFERENCE_BACKEND: '1' });
    expect(preview.d1_databases).toEqual([
      expect.objectContaining({
        binding: 'DB',
        database_name: 'reference-backend-preview',
        migrations_dir: 'migrations',
      }),
    ]);
    expect(readdirSync('migrations').filter((file) => file.endsWith('.sql'))).not.toEqual([]);
  });

  it('runs production without the reference backend or a secret in the file, on a database of the edge', () => {
    const production = configOf('production');
    expect(production.vars).not.toHaveProperty('REFERENCE_BACKEND');
    expect(production.d1_databases).toEqual([
      expect.objectContaining({
        binding: 'DB',
        database_name: 'pizza-order-app-edge',
        migrations_dir: 'migrations',
      }),
    ]);
    for (const env of [undefined, 'preview', 'production'] as const) {
      expect(Object.keys(configOf(env).vars)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/SECRET|TOKEN/)]),
      );
    }
  });
});
