import { isApiError } from '../../api/api-error';
import type { ToastContent } from './model';

/**
 * docs/product.md §8: a toast titled `error.title` whose detail is the server's own text when it sent one,
 * else the catalogue message for the situation (`error.fetch-error`, `error.server-error`…).
 */
export const errorToast = (error: unknown, fallbackKey: string): ToastContent => {
  const detail = (() => {
    if (!isApiError(error)) return { key: fallbackKey };
    // A limit reached is one message in the app's words, whichever backend said it.
    if (error.status === 429) return { key: 'error.too-many-requests' };
    if (error.serverMessage) return { text: error.serverMessage };
    if (error.kind === 'offline') return { key: 'error.offline' };
    if (error.kind === 'timeout') return { key: 'error.timeout' };
    return { key: fallbackKey };
  })();
  return { tone: 'error', title: { key: 'error.title' }, detail };
};

/**
 * A failed read (a screen's data, a lookup) follows the catalogue: an answer that is an error says
 * `error.server-error`, no answer `error.offline`, a broken answer `error.fetch-error`.
 */
export const readErrorToast = (error: unknown) =>
  errorToast(
    error,
    isApiError(error) && error.kind === 'http' ? 'error.server-error' : 'error.fetch-error',
  );
