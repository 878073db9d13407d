import type { Plugin } from 'vite';

const BOOT = /[\\/]src[\\/]app[\\/]boot\.tsx$/;

/**
 * The app's start: src/app/boot.tsx and every module it imports statically, directly or not,
 * found once the module graph is complete and before the chunks are cut. The build bundles
 * exactly these of the app's own modules as its "shell" chunk (vite.config.ts), so a module only
 * on-demand screens use stays out of every visitor's first load without a list to keep up.
 */
export const startModules = () => {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'start-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => BOOT.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
};
