import { isApiError } from './api-error';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth another try: the network, a timeout or the server's own trouble; never a refusal (4xx). */
export const isTransient = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'timeout' ||
    error.kind === 'offline' ||
    (error.kind === 'http' && error.status >= 500));

/** Runs `attempt`, retrying transient failures after each of `delaysMs` in turn. */
export const retryWithBackoff = async <T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[],
): Promise<T> => {
  for (const delayMs of delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error)) throw error;
      await wait(delayMs);
    }
  }
  return attempt();
};
