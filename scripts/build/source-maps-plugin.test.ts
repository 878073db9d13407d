// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMaps, sourceMapsIn, uploadsSourceMaps } from './source-maps-plugin';

const workDir = mkdtempSync(join(tmpdir(), 'source-maps-'));
writeFileSync(join(workDir, 'entry.js'), 'document.title = String(Math.random());\n');

/** A build of one module with the plugins, its maps made as `sourcemap` says. */
const buildWith = async (sourcemap: boolean | 'hidden', plugins = sourceMaps({}).plugins) => {
  const outDir = join(workDir, `dist-${String(sourcemap)}-${plugins.length}`);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: workDir,
    plugins,
    build: { outDir, sourcemap, rollupOptions: { input: join(workDir, 'entry.js') } },
  });
  return outDir;
};

describe('source maps', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('are uploaded only where Sentry is configured whole, and made only then', () => {
    expect(uploadsSourceMaps({})).toBe(false);
    expect(uploadsSourceMaps({ authToken: 't', org: 'o' })).toBe(false);
    expect(uploadsSourceMaps({ authToken: 't', org: 'o', project: 'p' })).toBe(true);
    expect(sourceMaps({}).sourcemap).toBe(false);
    expect(sourceMaps({ authToken: 't', org: 'o', project: 'p' }).sourcemap).toBe('hidden');
  });

  it('are never left in the output, whatever wrote them', async () => {
    expect(sourceMapsIn(await buildWith(true, []))).not.toEqual([]);
    const outDir = await buildWith(true);
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(sourceMapsIn(outDir)).toEqual([]);
  });

  it('are not named in the code a visitor downloads', async () => {
    const outDir = await buildWith('hidden');
    const code = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'));
    expect(code.join('\n')).not.toContain('sourceMappingURL');
  });
});
