import { spawn } from 'node:child_process';
import { once } from 'node:events';

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Playwright's global set-up: starts the run's second server, the same build against a backend of
 * the core only (core-backend.spec.ts), with a database of its own, on the Worker the first server
 * compiled (compiling it again would restart that server's), behind the same proxy (alone on its
 * port, a GET wrangler's proxy lost waited for a request that never came). The first server plays
 * the internet's doubles. It starts beside the first tests rather than before them, or in the
 * spec's own set-up, where a worker waited out its start: the spec waits until it answers
 * (`coreServerAnswers`). Returns the global tear-down, which stops it.
 */
export default async function startCoreServer() {
  const url = `http://127.0.0.1:${process.env.E2E_CORE_PORT}/`;
  // Another server on the port would answer for this one.
  if (await answers(url))
    throw new Error(`port ${process.env.E2E_CORE_PORT} is taken: stop what serves there first`);
  const server = spawn('node', ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: process.env.E2E_CORE_PORT,
      E2E_ORIGIN_PORT: process.env.E2E_CORE_ORIGIN_PORT,
      E2E_DOUBLES_PORT: '',
      REFERENCE_BACKEND_PROFILE: 'core',
      REFERENCE_STATE_DIR: '.wrangler/state-core',
      SERVE_BUILT_FUNCTIONS: '1',
      REFERENCE_CLOCK_SHIFT_MINUTES: process.env.E2E_CLOCK_SHIFT_MINUTES,
    },
    stdio: 'ignore',
  });
  return async () => {
    if (server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
}

/** Resolves once the core-profile server answers at `url`; a busy machine's start takes a minute. */
export const coreServerAnswers = async (url: string) => {
  while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 500));
};
