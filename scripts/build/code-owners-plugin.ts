import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

/** Where scripts/first-load.mjs reads each chunk's split between the app and its stack. */
export const CODE_OWNERS_FILE = '.vite/code-owners.json';

export type CodeOwner = 'code' | 'messages' | 'stack';

/**
 * Whose a module is: the app's own code (its sources and its workspace packages'), the app's
 * messages (locales/), or the stack's (the libraries and the bundler's helpers).
 */
export const ownerOf = (root: string, id: string): CodeOwner => {
  const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const base = `${root.replaceAll('\\', '/')}/`;
  if (!path.startsWith(base) || path.includes('/node_modules/')) return 'stack';
  const inRoot = path.slice(base.length);
  if (inRoot.startsWith('src/') || inRoot.startsWith('packages/')) return 'code';
  return inRoot.startsWith('locales/') ? 'messages' : 'stack';
};

/**
 * A side's modules as the build would ship them, near enough: their comments and whitespace
 * gone and their local names shortened (the app's sources carry more comments than the
 * libraries' published code, which would count against the app).
 */
const minified = (code: string) => {
  if (!code) return '';
  const result = minifySync('owner.js', code, { compress: false, mangle: true, module: true });
  return result.errors.length > 0 ? code : result.code;
};

/**
 * Writes, beside the build manifest, how much of each JavaScript chunk is the app's own code, its
 * messages and the stack's: the gzip size of each side's modules, minified. The size budget
 * splits a chunk's real gzip size in that ratio, since a chunk the splitter cuts may hold more
 * than one.
 */
export const codeOwners = (): Plugin => {
  let root = '';
  return {
    name: 'code-owners',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const owners: Record<string, Record<CodeOwner, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const code: Record<CodeOwner, string> = { code: '', messages: '', stack: '' };
        for (const [id, module] of Object.entries(output.modules))
          code[ownerOf(root, id)] += module.code ?? '';
        const gzip = (text: string) => (text ? gzipSync(minified(text), { level: 9 }).length : 0);
        owners[output.fileName] = {
          code: gzip(code.code),
          messages: gzip(code.messages),
          stack: gzip(code.stack),
        };
      }
      this.emitFile({ type: 'asset', fileName: CODE_OWNERS_FILE, source: JSON.stringify(owners) });
    },
  };
};
