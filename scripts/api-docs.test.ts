import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/api.md is what a chain's backend team builds from: every call the contract defines has its
 * row there, and every row of the backends' tables names a call of the contract.
 */

const DOCS = readFileSync('docs/api.md', 'utf8');

/** The contract's modules, as the package exports them (`@pizza-order-app/contract/<module>`). */
const CONTRACT_SOURCES = dirname(
  createRequire(import.meta.url).resolve('@pizza-order-app/contract'),
);
const MODULES = readdirSync(CONTRACT_SOURCES)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

/** Every call the contract defines: an export with a method, a path and an answer's schema. */
const CALLS = (
  await Promise.all(
    MODULES.map(
      async (module) =>
        (await import(`@pizza-order-app/contract/${module}`)) as Record<string, unknown>,
    ),
  )
)
  .flatMap((exports) => Object.entries(exports))
  .flatMap(([name, value]) =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
      ? [{ name, method: String(value.method), path: String(value.path) }]
      : [],
  )
  .filter((call, index, all) => all.findIndex(({ name }) => name === call.name) === index);

/** The sections of the three backends the app calls: the main, messenger and HR APIs. */
const BACKEND_SECTIONS = ['## Main API', '## Messenger API', '## HR API'];

/** The `METHOD /path` of each table row in a section (its own headings included). */
const rowsOf = (heading: string) => {
  const start = DOCS.indexOf(`\n${heading}`);
  const end = DOCS.indexOf('\n## ', start + 1);
  const section = DOCS.slice(start, end === -1 ? undefined : end);
  // `GET /api/shop`, or two methods of one path: `GET`, `PUT /api/customer/Addresses`.
  return [
    ...section.matchAll(/^\|[^|\n]*\| `(?:(GET|POST|PUT)`, `)?(GET|POST|PUT) (\/api\/[^`\s]+)`/gm),
  ].flatMap(([, first, second = '', path = '']) =>
    [...(first ? [first] : []), second].map((method) => `${method} ${path}`),
  );
};

const DOCUMENTED = BACKEND_SECTIONS.flatMap(rowsOf);

describe('docs/api.md and the contract', () => {
  it('finds the calls on both sides', () => {
    expect(CALLS.length).toBeGreaterThan(25);
    expect(DOCUMENTED.length).toBeGreaterThan(20);
  });

  it.each(CALLS)('documents $name ($method $path) in a backend’s table', ({ method, path }) => {
    expect(DOCUMENTED).toContain(`${method} ${path}`);
  });

  it('names only calls of the contract in the backends’ tables', () => {
    const defined = new Set(CALLS.map(({ method, path }) => `${method} ${path}`));
    expect(DOCUMENTED.filter((row) => !defined.has(row))).toEqual([]);
  });
});
