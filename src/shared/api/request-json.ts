import * as v from 'valibot';
import { KEPT_ANSWER_HEADER, type KeptAnswer } from '@pizza-order-app/contract/config/site-http';
import { ErrorBodySchema } from '@pizza-order-app/contract/common';
import { ApiError } from './api-error';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface JsonRequest<T> {
  readonly url: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Every answer is checked against its schema before anyone uses it. */
  readonly response: v.GenericSchema<unknown, T>;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /**
   * Told what the request found of the network: `true` when a server answered (whatever it
   * said), `false` when nothing came back. An answer the service worker kept proves nothing
   * unless it stands in for a network that failed.
   */
  readonly onNetwork?: (answered: boolean) => void;
}

export const withQuery = (url: string, query: Readonly<Record<string, QueryValue>> = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const send = async (
  request: JsonRequest<unknown>,
  signal: AbortSignal,
  timedOut: () => boolean,
) => {
  const hasBody = request.body !== undefined;
  try {
    const response = await fetch(withQuery(request.url, request.query), {
      method: request.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      signal,
    });
    const kept = response.headers.get(KEPT_ANSWER_HEADER) as KeptAnswer | null;
    if (kept !== 'kept') request.onNetwork?.(kept === null);
    return { response, data: await readJson(response) };
  } catch (error) {
    if (timedOut()) throw new ApiError('timeout', 0);
    if (request.signal?.aborted) throw error;
    // No answer at all, whatever the browser's onLine flag says (a captive portal, a dead link).
    request.onNetwork?.(false);
    throw new ApiError('offline', 0);
  }
};

/** The one fetch wrapper: timeout and abort, JSON both ways, schema check, normalised errors. */
export const requestJson = async <T>(request: JsonRequest<T>): Promise<T> => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal
    ? AbortSignal.any([request.signal, timeout.signal])
    : timeout.signal;
  const { response, data } = await send(request, signal, () => timeout.signal.aborted).finally(() =>
    clearTimeout(timer),
  );
  if (!response.ok) {
    const body = v.safeParse(ErrorBodySchema, data);
    const { message, code } = body.success ? body.output : {};
    throw new ApiError('http', response.status, message || undefined, code);
  }
  const parsed = v.safeParse(request.response, data);
  if (!parsed.success) throw new ApiError('schema', response.status);
  return parsed.output;
};
