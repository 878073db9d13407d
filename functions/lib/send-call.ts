import * as v from 'valibot';
import type { CallDefinition } from '@pizza-order-app/contract/common';

/** A call the other side refused: its status and its words, for the caller's log. */
export class CallRefused extends Error {
  constructor(
    path: string,
    readonly status: number,
    readonly answer: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** What a call's body takes. */
export type CallBody<Call> = Call extends { body: infer Body extends v.GenericSchema }
  ? v.InferInput<Body>
  : never;

export interface Sending<Call extends CallDefinition> {
  /** The other side's origin: the chain's backend, or the site for the edge. */
  readonly base: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: CallBody<Call>;
  /** The headers that prove the sender (a bearer, a signature over the path and the body's text). */
  readonly credentials?: (path: string, body: string) => Promise<Record<string, string>>;
  /** How the request reaches the other side: the network, or its handler in this worker. */
  readonly deliver?: (request: Request) => Response | Promise<Response>;
  readonly timeoutMs?: number;
}

/**
 * One server-to-server call by its definition (edge → backend, backend → edge): the request
 * built from it, the answer parsed with its schema. A refusal throws CallRefused, an answer out
 * of contract valibot's error: the caller logs either.
 */
export const sendCall = async <Call extends CallDefinition>(
  call: Call,
  {
    base,
    query,
    body,
    credentials,
    deliver = (request) => fetch(request),
    timeoutMs,
  }: Sending<Call>,
): Promise<v.InferOutput<Call['response']>> => {
  const url = new URL(call.path, base);
  if (query) url.search = new URLSearchParams(query).toString();
  const text = body === undefined ? undefined : JSON.stringify(body);
  const request = new Request(url, {
    method: call.method,
    headers: {
      ...(text === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(await credentials?.(url.pathname, text ?? '')),
    },
    ...(text === undefined ? {} : { body: text }),
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
  const response = await deliver(request);
  if (!response.ok) throw new CallRefused(url.pathname, response.status, await response.text());
  return v.parse(call.response, await response.json());
};
