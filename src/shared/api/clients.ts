import type * as v from 'valibot';
import { publicConfig } from '../config/env';
import { LANGUAGE_INFO, type Language } from '@pizza-order-app/contract/config/languages';
// Direct files, not the contract's index: the clients load on every page, the calls with screens.
import {
  hrTokenCall,
  mainTokenCall,
  type CallDefinition,
  type TokenResponse,
} from '@pizza-order-app/contract/common';
import { MESSENGER_HEADERS, messengerHeadersCall } from '@pizza-order-app/contract/messenger-api';
import { createApiClient, type ApiClient, type ApiRequest } from './api-client';
import { isTelegramSessionRefusal } from './api-error';
import { createCredentialCache, type Credential } from './credential-cache';
import { callEdge } from './edge-call';
import { type QueryValue } from './request-json';
import { createTelegramIdentity } from './telegram-identity';

const CREDENTIAL_TIMEOUT_MS = 10_000;

const bearerOf = ({ token, expiresAt }: TokenResponse) => ({
  value: { Authorization: `Bearer ${token}` },
  expiresAt,
});

type InputOf<S, Omitted extends string> = S extends v.GenericSchema
  ? Omit<v.InferInput<S>, Omitted>
  : never;

/** What a caller passes for a call: its query (without Language) and body (without language). */
export type CallParams<C extends CallDefinition> = {
  readonly signal?: AbortSignal;
  readonly onNetwork?: (answered: boolean) => void;
} & (C extends { query: infer Q }
  ? { readonly query: InputOf<Q, 'Language'> }
  : { readonly query?: never }) &
  (C extends { body: infer B }
    ? { readonly body: InputOf<B, 'language'> }
    : { readonly body?: never });

export type CallResult<C extends CallDefinition> = v.InferOutput<C['response']>;

/** Turns a contract call and its parameters into a request; `{name}` path parts come from the query. */
const toRequest = <C extends CallDefinition>(
  call: C,
  params: CallParams<C>,
): ApiRequest<CallResult<C>> => {
  const query: Record<string, QueryValue> = {
    ...(params.query as Record<string, QueryValue> | undefined),
  };
  const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = query[key];
    delete query[key];
    return encodeURIComponent(String(value));
  });
  return {
    method: call.method,
    path,
    query,
    ...(params.body ? { body: params.body } : {}),
    ...(params.signal ? { signal: params.signal } : {}),
    ...(params.onNetwork ? { onNetwork: params.onNetwork } : {}),
    response: call.response,
  };
};

/** docs/product.md §7: the main API gets `Language` on GET and `language` in a POST body (uz=1, ru=2, en=3). */
const withLanguage = <T>(request: ApiRequest<T>, language: Language): ApiRequest<T> => {
  const code = LANGUAGE_INFO[language].apiCode;
  if (request.method === 'GET') return { ...request, query: { ...request.query, Language: code } };
  if (request.method === 'POST' && request.body)
    return { ...request, body: { ...request.body, language: code } };
  return request;
};

const bind =
  (client: ApiClient) =>
  <C extends CallDefinition>(call: C, params: CallParams<C>) =>
    client(toRequest(call, params));

/**
 * The three clients of one app instance, with their credentials and the Telegram identity they
 * are derived from: created per scope (`$api`), so a second instance, or a forked scope in a
 * test, asks for and keeps its own.
 */
export const createApiClients = () => {
  const identity = createTelegramIdentity();

  /** Credentials from one of the site's own edge endpoints, cached and dropped on identity change. */
  const edgeCredentials = (fetchCredential: () => Promise<Credential<Record<string, string>>>) => {
    const cache = createCredentialCache(fetchCredential);
    identity.onChange(cache.invalidate);
    return { headers: cache.get, invalidate: cache.invalidate, replace: cache.replace };
  };

  const bearerFrom = (call: typeof mainTokenCall | typeof hrTokenCall) =>
    edgeCredentials(async () => {
      const ask = (headers: Record<string, string>) =>
        callEdge(call, { headers, timeoutMs: CREDENTIAL_TIMEOUT_MS });
      try {
        return bearerOf(await ask(identity.authorization()));
      } catch (error) {
        // Stale or refused init data never blocks the menu: the main API is read anonymously, and
        // the messenger calls, which /api/hash refuses alike, tell the customer what to do.
        if (!isTelegramSessionRefusal(error)) throw error;
        return bearerOf(await ask({}));
      }
    });

  const messengerHeaders = edgeCredentials(async () => {
    const { headers, expiresAt } = await callEdge(messengerHeadersCall, {
      headers: identity.authorization(),
      timeoutMs: CREDENTIAL_TIMEOUT_MS,
    });
    return { value: headers, expiresAt };
  });

  const mainCredentials = bearerFrom(mainTokenCall);
  const mainClient = createApiClient({
    baseUrl: publicConfig.mainApiUrl,
    credentials: mainCredentials,
  });
  const messengerClient = createApiClient({
    baseUrl: publicConfig.messengerApiUrl,
    credentials: messengerHeaders,
    // 403 is "not the signed user": headers signed before the Telegram identity changed.
    refreshOn: [401, 403],
  });
  const hrClient = createApiClient({
    baseUrl: publicConfig.hrApiUrl,
    credentials: bearerFrom(hrTokenCall),
  });

  return {
    identity,
    main: <C extends CallDefinition>(call: C, params: CallParams<C>, language: Language) =>
      mainClient(withLanguage(toRequest(call, params), language)),
    messenger: bind(messengerClient),
    hr: bind(hrClient),
    /** The customer the main API's token names has changed: the edge handed a token naming them. */
    replaceMainToken: (answer: TokenResponse) => mainCredentials.replace(bearerOf(answer)),
    /** The customer signed out: the next main API call asks the edge for a token again. */
    dropMainToken: () => mainCredentials.invalidate(),
    /**
     * Asks for the main API's token while the first screen's code is still loading, so the
     * screen's first request does not wait one more round trip. A failure here is the first
     * request's to report.
     */
    warmUpMain: () => {
      mainCredentials.headers().catch(() => undefined);
    },
    /**
     * The messenger user for basket and order calls: the one /api/hash verified, from the init
     * data inside Telegram or from a signed bot link's session in a plain browser (never a
     * stored id).
     */
    messengerUserId: async () => {
      const headers = await messengerHeaders.headers();
      return Number(headers[MESSENGER_HEADERS.tgId]);
    },
  };
};

export type ApiClients = ReturnType<typeof createApiClients>;
