import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RefusalCode } from '@pizza-order-app/contract/common';

/**
 * docs/api.md is what a chain's backend team builds from: every call the contract defines (app →
 * backend, app → edge, edge → backend, provider → backend, events → edge) has its row in a table
 * of calls there, with the codes of its refusals, and every row names a call of the contract and
 * only codes that call refuses with.
 */

const DOCS = readFileSync('docs/api.md', 'utf8');

/** The contract's modules, as the package exports them (`@pizza-order-app/contract/<module>`). */
const CONTRACT_SOURCES = dirname(
  createRequire(import.meta.url).resolve('@pizza-order-app/contract'),
);
const MODULES = readdirSync(CONTRACT_SOURCES)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

const EXPORTS = (
  await Promise.all(
    MODULES.map(
      async (module) =>
        (await import(`@pizza-order-app/contract/${module}`)) as Record<string, unknown>,
    ),
  )
).flatMap((exports) => Object.entries(exports));

/** Every call the contract defines: an export with a method, a path, an answer and refusals. */
const CALLS = EXPORTS.flatMap(([name, value]) =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value &&
  'refusals' in value
    ? [
        {
          name,
          method: String(value.method),
          path: String(value.path),
          refusals: (value.refusals as readonly RefusalCode[]).map(String),
        },
      ]
    : [],
).filter((call, index, all) => all.findIndex(({ name }) => name === call.name) === index);

/** Every code the contract names: its calls' refusals and its sets of codes (`…_CODES`). */
const KNOWN_CODES = new Set([
  ...CALLS.flatMap(({ refusals }) => refusals),
  ...EXPORTS.flatMap(([name, value]) =>
    name.endsWith('_CODES') && typeof value === 'object' && value !== null
      ? Object.values(value).map(String)
      : [],
  ),
]);

/** A table row's cells; a `|` inside a cell is written `\|`. */
const cellsOf = (row: string) =>
  row
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** `GET /api/shop`, or two methods of one path: `GET`, `PUT /api/customer/Addresses`. */
const CALL_CELL = /`(?:(GET|POST|PUT)`, `)?(GET|POST|PUT) (\/api\/[^`\s]+)`/;

/**
 * The rows of every table of calls (a header cell `method, path` or `call`): the calls each names
 * in its first two cells, and the codes it lists (a cell's text in backticks that is a code).
 */
const ROWS = DOCS.split(/\n(?!\|)/)
  .map((block) => block.split('\n').filter((line) => line.startsWith('|')))
  .filter(([header = '']) => cellsOf(header).some((cell) => /^(method, path|call)$/.test(cell)))
  .flatMap((table) => table.slice(2))
  .flatMap((row) => {
    const match = cellsOf(row).slice(0, 2).join(' ').match(CALL_CELL);
    if (!match) return [];
    const [, first, second = '', path = ''] = match;
    return [
      {
        calls: [...(first ? [first] : []), second].map((method) => `${method} ${path}`),
        codes: [...row.matchAll(/`([^`]+)`/g)]
          .map(([, text = '']) => text)
          .filter((text) => KNOWN_CODES.has(text)),
      },
    ];
  });

const DOCUMENTED = ROWS.flatMap(({ calls }) => calls);

const rowOf = (method: string, path: string) =>
  ROWS.find(({ calls }) => calls.includes(`${method} ${path}`));

describe('docs/api.md and the contract', () => {
  it('finds the calls on both sides', () => {
    expect(CALLS.length).toBeGreaterThan(45);
    expect(DOCUMENTED.length).toBeGreaterThan(45);
    expect(KNOWN_CODES.size).toBeGreaterThan(30);
  });

  it.each(CALLS)('documents $name ($method $path) in a table of calls', ({ method, path }) => {
    expect(DOCUMENTED).toContain(`${method} ${path}`);
  });

  it('documents each call once', () => {
    expect(DOCUMENTED.filter((call, index) => DOCUMENTED.indexOf(call) !== index)).toEqual([]);
  });

  it('names only calls of the contract in the tables', () => {
    const defined = new Set(CALLS.map(({ method, path }) => `${method} ${path}`));
    expect(DOCUMENTED.filter((row) => !defined.has(row))).toEqual([]);
  });

  it.each(CALLS)('lists the refusal codes of $name in its row', ({ method, path, refusals }) => {
    const codes = rowOf(method, path)?.codes ?? [];
    expect(refusals.filter((code) => !codes.includes(code))).toEqual([]);
  });

  it.each(ROWS)('lists only refusal codes of $calls', ({ calls, codes }) => {
    const refused = new Set(
      CALLS.filter(({ method, path }) => calls.includes(`${method} ${path}`)).flatMap(
        ({ refusals }) => refusals,
      ),
    );
    expect(codes.filter((code) => !refused.has(code))).toEqual([]);
  });
});
