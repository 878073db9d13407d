import { describe, expect, it } from 'vitest';
import { startModules } from './start-modules-plugin';

/** A module graph as the bundler's plugin context shows it after the build. */
const graph = (modules: Record<string, readonly string[]>) => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in modules ? { importedIds: modules[id] } : null),
});

const build = (modules: Record<string, readonly string[]>) => {
  const start = startModules();
  (start.plugin.buildEnd as (this: unknown) => void).call(graph(modules));
  return start;
};

describe('startModules', () => {
  it("holds the app's start and what it imports statically, however deep", () => {
    const start = build({
      '/app/src/main.tsx': [],
      '/app/src/app/boot.tsx': ['/app/src/app/app.tsx', '/app/node_modules/react/index.js'],
      '/app/src/app/app.tsx': ['/app/src/shared/ui/button.tsx', '/app/src/app/boot.tsx'],
      '/app/src/shared/ui/button.tsx': [],
      '/app/node_modules/react/index.js': [],
      // Imported by screens only: on demand.
      '/app/src/pages/news/index.ts': ['/app/src/shared/ui/section.tsx'],
      '/app/src/shared/ui/section.tsx': [],
    });
    expect(start.has('/app/src/app/boot.tsx')).toBe(true);
    expect(start.has('/app/src/shared/ui/button.tsx')).toBe(true);
    expect(start.has('/app/node_modules/react/index.js')).toBe(true);
    expect(start.has('/app/src/main.tsx')).toBe(false);
    expect(start.has('/app/src/shared/ui/section.tsx')).toBe(false);
  });

  it('holds nothing in a build without the app (the service worker)', () => {
    const start = build({ '/app/src/sw.ts': ['/app/src/shared/ui/button.tsx'] });
    expect(start.has('/app/src/sw.ts')).toBe(false);
    expect(start.has('/app/src/shared/ui/button.tsx')).toBe(false);
  });
});
