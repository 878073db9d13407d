import type * as v from 'valibot';
import { isApiError, isOfflineFailure } from './api-error';
import { requestJson, type QueryValue } from './request-json';

export interface ApiRequest<T> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: Readonly<Record<string, unknown>>;
  readonly response: v.GenericSchema<unknown, T>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** What the request found of the network (see `JsonRequest`), its credentials' fetch included. */
  readonly onNetwork?: (answered: boolean) => void;
}

export interface CredentialSource {
  /** Headers that authorise a request (a bearer, signed messenger headers). */
  readonly headers: () => Promise<Record<string, string>>;
  /** The server refused them: fetch fresh ones next time. */
  readonly invalidate: () => void;
}

export interface ApiClientOptions {
  /** The backend's base URL; '' is the site's own origin (the reference backend). */
  readonly baseUrl: string;
  readonly credentials: CredentialSource;
  /** Statuses that mean "these credentials are refused": fetch fresh ones and retry once. */
  readonly refreshOn?: readonly number[];
}

export type ApiClient = <T>(request: ApiRequest<T>) => Promise<T>;

/** A client for one backend: its base URL, its credentials, one retry with fresh ones when refused. */
export const createApiClient = ({
  baseUrl,
  credentials,
  refreshOn = [401],
}: ApiClientOptions): ApiClient => {
  const send = async <T>(request: ApiRequest<T>, retried: boolean): Promise<T> => {
    const authorization = await credentials.headers().catch((error: unknown) => {
      if (isOfflineFailure(error)) request.onNetwork?.(false);
      // With the network failing a read still goes out, without credentials: the service worker
      // may have kept its answer (src/sw.ts). Whatever else fails to authorise a request stops it.
      if (request.method === 'GET' && isOfflineFailure(error)) return {};
      throw error;
    });
    try {
      return await requestJson({
        ...request,
        url: `${baseUrl}${request.path}`,
        headers: { ...request.headers, ...authorization },
      });
    } catch (error) {
      if (
        retried ||
        !isApiError(error) ||
        error.kind !== 'http' ||
        !refreshOn.includes(error.status)
      )
        throw error;
      credentials.invalidate();
      return send(request, true);
    }
  };
  return (request) => send(request, false);
};
