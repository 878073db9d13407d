// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

/**
 * `npm ci` on a fresh machine refuses a lock file that leaves out a package's optional
 * dependency, and npm leaves out the ones the registry does not serve (another platform's native
 * binary, say): a package that needs such binaries is caught here, not in CI.
 */
describe('package-lock.json', () => {
  it('holds every optional dependency of every package, so npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const present = new Set(
      Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')),
    );
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !present.has(name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
