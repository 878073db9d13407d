import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm run conformance` refuses what it cannot run with, saying what it needs. */
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/conformance.mjs', ...args], { encoding: 'utf8' });

describe('npm run conformance', () => {
  it('asks for the main API’s address, with its usage', () => {
    const { status, stderr } = run();
    expect(status).toBe(2);
    expect(stderr).toContain('--main-api <URL>');
  });

  it('takes only a restaurant id for --restaurant', () => {
    const { status, stderr } = run('--main-api', 'http://127.0.0.1:9', '--restaurant', 'first');
    expect(status).toBe(2);
    expect(stderr).toContain('--restaurant takes a restaurant id, not "first"');
  });

  it('takes only a port for --events-port, where it plays the edge', () => {
    const { status, stderr } = run('--main-api', 'http://127.0.0.1:9', '--events-port', 'edge');
    expect(status).toBe(2);
    expect(stderr).toContain('--events-port takes a port, not "edge"');
  });
});
