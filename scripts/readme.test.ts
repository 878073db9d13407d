import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README is the map a newcomer works from: every path it names must exist and every
 * command it names must run. Placeholders (`src/pages/<name>/`, `.env.<mode>`, `…`) are no paths.
 */
const README = readFileSync('README.md', 'utf8');
const SCRIPTS = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts;

/** The folders a path of the repository starts with; generated ones (dist, reports) are not. */
const ROOTS = [
  'src',
  'packages',
  'functions',
  'docs',
  'scripts',
  'tests',
  'locales',
  'migrations',
  'public',
];

/** `locales/{ru,en,uz}.json` names three files. */
const expandBraces = (path: string): string[] => {
  const found = /\{([^{}]*)\}/.exec(path);
  if (!found) return [path];
  return (found[1] ?? '')
    .split(',')
    .flatMap((choice) => expandBraces(path.replace(found[0], choice)));
};

/** Every path of the repository the text names, in prose, backticks, links or code blocks. */
const namedPaths = (text: string): string[] => {
  const rooted = new RegExp(
    String.raw`(?<![\w./-])(?:\.ci/|(?:${ROOTS.join('|')})/)(?:[^\s\`'"()[\],;:|{}]|\{[^\s{}]*\})*`,
    'g',
  );
  // The configuration at the top of the tree, named in backticks: `wrangler.toml`,
  // `.dev.vars.example`, `vitest.config.ts` (a bare `index.ts` is a slice's, not the top's).
  const topLevel = /`(\.?[\w-]+(?:\.[\w-]+)*\.(?:json|toml|example)|[\w-]+\.config\.ts|\.nvmrc)`/g;
  const paths = [
    ...[...text.matchAll(rooted)].map(([path]) => path.replace(/[.…]+$/, '')),
    ...[...text.matchAll(topLevel)].map(([, path = '']) => path),
  ];
  return [...new Set(paths.filter((path) => !/[<>…*]/.test(path)).flatMap(expandBraces))];
};

/** Every npm script the text names: `npm run X`, and `npm start` and `npm test`. */
const namedScripts = (text: string): string[] => [
  ...new Set(
    [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
      ([, run, short]) => run ?? short ?? '',
    ),
  ),
];

describe('the README check', () => {
  it('finds paths wherever the text names them, and leaves placeholders alone', () => {
    expect(
      namedPaths(
        'See [docs/api.md](docs/api.md), `src/app/boot.tsx`, `.ci/run` and docs/product.md.\n' +
          '```sh\nnpx vitest run tests/functions/sign-in.test.ts\n```\n' +
          '`locales/{ru,en}.json`, `src/pages/<name>/`, `.env.<mode>`, `wrangler.toml`, reports/x,\n' +
          "a slice's `index.ts`, `vitest.config.ts`",
      ).sort(),
    ).toEqual(
      [
        'docs/api.md',
        'src/app/boot.tsx',
        '.ci/run',
        'docs/product.md',
        'tests/functions/sign-in.test.ts',
        'locales/ru.json',
        'locales/en.json',
        'wrangler.toml',
        'vitest.config.ts',
      ].sort(),
    );
  });

  it('finds the npm scripts the text names', () => {
    expect(namedScripts('`npm start`, npm test, `npm run telegram:url -- --dark`, npm ci')).toEqual(
      ['start', 'test', 'telegram:url'],
    );
  });
});

describe('README.md', () => {
  it('is a map of at most 200 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('names only paths that exist', () => {
    const paths = namedPaths(README);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const scripts = namedScripts(README);
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((name) => !Object.hasOwn(SCRIPTS, name))).toEqual([]);
  });
});
