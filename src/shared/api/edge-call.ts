import type * as v from 'valibot';
import type { CallDefinition } from '@pizza-order-app/contract/common';
import { requestJson } from './request-json';

/** What a call of the edge takes: its body when it has one, the launch's proof, a patience. */
export type EdgeCallParams<C extends CallDefinition> = {
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
} & (C extends { body: infer B extends v.GenericSchema }
  ? { readonly body: v.InferInput<B> }
  : { readonly body?: never });

/**
 * A call of the site's own edge (credentials, sessions, sign-in) by its definition: its method
 * and path, and its answer checked with its schema (requestJson).
 */
export const callEdge = <C extends CallDefinition>(call: C, params: EdgeCallParams<C>) =>
  requestJson<v.InferOutput<C['response']>>({
    ...params,
    url: call.path,
    method: call.method,
    response: call.response,
  });
