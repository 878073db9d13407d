/**
 * Numbers that no other test of the run draws, nor one of an earlier run on the kept local
 * database: the run's start (E2E_RUN_STAMP, chosen once in playwright.config.ts), the worker
 * (Playwright's TEST_WORKER_INDEX, never reused within a run) and a count within the worker.
 * Draws at random from a million met about once in a hundred runs: two tests then shared one
 * Telegram user's basket and orders, or the webhook dropped an update as a repeat.
 */
let drawn = 0;

const parts = () => {
  drawn += 1;
  return {
    run: Number(process.env.E2E_RUN_STAMP ?? 0) % 10_000,
    worker: Number(process.env.TEST_WORKER_INDEX ?? 0) % 100,
    count: drawn % 10_000,
  };
};

/** A Telegram user (or an update) id of this test's own: ten or eleven digits, as real ones are. */
export const newTelegramId = () => {
  const { run, worker, count } = parts();
  return 1_000_000_000 + run * 1_000_000 + worker * 10_000 + count;
};

/** A mobile number of this test's own, as the customer types it (nine digits after +998). */
export const freshPhone = () => {
  const { run, worker, count } = parts();
  return `9${String(run).padStart(4, '0')}${worker % 10}${String(count % 1000).padStart(3, '0')}`;
};
