import {
  LINK_ALREADY_USED,
  LINK_SESSION_REFUSED,
  TELEGRAM_SESSION_REFUSED,
} from '@pizza-order-app/contract/common';

/** `offline`: no answer came at all, the network failed (whatever the browser's flag says). */
export type ApiErrorKind = 'http' | 'timeout' | 'offline' | 'schema';

/** Every failure of a backend call, normalised: what went wrong, the status, the server's words. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The server's own message, when it sent one; shown to the customer as the toast detail. */
    readonly serverMessage?: string,
    /** The server's machine-readable reason, when it sent one (common.ts ErrorBodySchema). */
    readonly code?: string,
  ) {
    super(serverMessage ?? `${kind} error${status ? ` ${status}` : ''}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The network failed the request: no answer came back. */
export const isOfflineFailure = (error: unknown) => isApiError(error) && error.kind === 'offline';

/** The edge refused this launch's Telegram init data (stale, tampered): open the app again. */
export const isTelegramSessionRefusal = (error: unknown) =>
  isApiError(error) && error.code === TELEGRAM_SESSION_REFUSED;

/** In a plain browser: no bot link session the edge accepts (expired, cookies cleared). */
export const isLinkSessionRefusal = (error: unknown) =>
  isApiError(error) && error.code === LINK_SESSION_REFUSED;

/** A bot link that already started a session: it starts no other. */
export const isLinkAlreadyUsed = (error: unknown) =>
  isApiError(error) && error.code === LINK_ALREADY_USED;
