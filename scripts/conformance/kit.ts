import * as v from 'valibot';
import { ErrorBodySchema, type CallDefinition } from '@pizza-order-app/contract';
import {
  capabilitiesCall,
  CORE_ONLY,
  EXTENSIONS,
  type Extension,
} from '@pizza-order-app/contract/capabilities';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { issueToken, type CustomerClaim } from '../../functions/lib/tokens';

/**
 * The conformance kit: a chain's backend called as the app and the edge call it, every answer
 * checked against the contract (packages/contract, docs/api.md), and the rules around it run
 * black-box. Each check belongs to a capability; a capability whose first call is not there is
 * missing, one that answers against the contract is wrong, with the request and the answer.
 */

/** The three backends of docs/api.md: each has its own base address and its own secret. */
export type Api = 'main' | 'messenger' | 'hr';
/**
 * What a capability needs to be checked: an API's address and secret, a provider's key, a hook of
 * the chain's test restaurant, or the secret of the calls between the backend and the edge.
 */
export type Need =
  Api | 'payme' | 'click' | 'advance' | 'stop-list' | 'payment-calls' | 'order-events';

/** A request the backend sent to the edge, as the kit playing the edge received it. */
export interface ReceivedCall {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface Backend {
  /** How requests reach it: the network for the CLI, the reference backend in-process in tests. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Base addresses (the call paths start with /api). An API without one is not checked. */
  readonly urls: Partial<Record<Api, string>>;
  /**
   * The secrets the edge signs with (bearer tokens for main and hr, headers for messenger), and
   * the providers' keys their calls to the main API are signed with (Payme's merchant key,
   * Click's secret key), and the secrets of the calls between the backend and the edge
   * (PAYMENT_CALLS_SECRET, ORDER_EVENTS_SECRET).
   */
  readonly secrets: Partial<Record<Need, string>>;
  /** Click's service id of the chain's cabinet, which Click's calls name. */
  readonly clickServiceId?: string;
  /**
   * The chain's hook that moves a test order one status on: a URL with `{orderId}`, posted to
   * (the reference backend's `POST /api/_dev/orders/{orderId}/advance`).
   */
  readonly advanceUrl?: string;
  /**
   * The chain's hook that changes the test restaurant's stop list: a URL with `{restaurantId}`,
   * `{kind}` (`product` or `modifier`) and `{id}`, put `{ "available": false | true }` (the
   * reference backend's `PUT /api/_dev/stop-list/{restaurantId}/{kind}/{id}`).
   */
  readonly stopListUrl?: string;
  /**
   * Where the kit plays the edge: what the backend has posted to it so far (the order status
   * events of a backend pointed at the kit's listener, `--events-port`), and how long a check
   * waits for a call that has not come yet.
   */
  readonly edgeInbox?: {
    readonly received: () => readonly ReceivedCall[];
    readonly waitMs: number;
  };
  /** Hex MD5, which Click signs with: the runtime's own (Node's WebCrypto has none). */
  readonly md5Hex?: (text: string) => Promise<string>;
}

export type Verdict = 'implemented' | 'missing' | 'wrong' | 'not checked';

export interface CheckResult {
  readonly capability: string;
  readonly check: string;
  readonly verdict: Verdict;
  /** Why it is not implemented: the request, what came back and what the contract says. */
  readonly detail?: {
    readonly request: string;
    readonly status?: number;
    readonly answer?: string;
    readonly problem: string;
  };
}

/** Who a call is made as: a web session, a Telegram user, or nobody. */
export type Caller = CustomerClaim | null;

export interface Answer {
  readonly request: string;
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/** A check that found the backend against the contract (or without the call at all). */
export class Nonconformity extends Error {
  constructor(
    readonly verdict: 'missing' | 'wrong',
    readonly detail: NonNullable<CheckResult['detail']>,
  ) {
    super(detail.problem);
  }
}

/** A check that cannot run: what it builds on was not found by an earlier check. */
export class Unchecked extends Error {}

/** Statuses that say the backend has no such call, when the contract's first call meets one. */
const ABSENT = new Set([404, 405, 501]);
/** What of an answer a report quotes. */
const QUOTED_CHARACTERS = 600;

export interface CallOptions {
  readonly query?: Record<string, string | number>;
  readonly body?: unknown;
  /** Main and hr: the bearer's customer; messenger: the Telegram user the headers sign for. */
  readonly as?: Caller;
}

const pathOf = (definition: CallDefinition, query: Record<string, string | number>) => {
  const rest = { ...query };
  const path = definition.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(rest).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const createCaller = (backend: Backend) => {
  const credentials = async (api: Api, as: Caller): Promise<Record<string, string>> => {
    const secret = backend.secrets[api];
    if (!secret) throw new Error(`No secret for the ${api} API`);
    if (api === 'messenger') {
      if (!as || !('tgId' in as)) throw new Error('A messenger call is made as a Telegram user');
      return (await signMessengerHeaders(secret, as.tgId)).headers;
    }
    const { token } = await issueToken(secret, api === 'main' ? 'main-api' : 'hr-api', as);
    return { Authorization: `Bearer ${token}` };
  };

  /** Calls `definition` and returns what came back, whatever it is. */
  const send = async (
    api: Api,
    definition: CallDefinition,
    { query = {}, body, as = null }: CallOptions = {},
  ): Promise<Answer> => {
    const base = backend.urls[api];
    if (!base) throw new Error(`No address for the ${api} API`);
    const url = new URL(pathOf(definition, query), base).href;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(await credentials(api, as)),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const request = `${definition.method} ${url}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
    const response = await backend.fetch(
      new Request(url, {
        method: definition.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the checks say so with the text.
    }
    return { request, status: response.status, body: parsed, text };
  };

  /**
   * A call outside the contract's call format: a provider's protocol on the main API, in JSON, or
   * form-encoded when `body` is a URLSearchParams.
   */
  const post = async (
    api: Api,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const base = backend.urls[api];
    if (!base) throw new Error(`No address for the ${api} API`);
    const url = new URL(path, base).href;
    const form = body instanceof URLSearchParams;
    const text = form ? body.toString() : JSON.stringify(body);
    const response = await backend.fetch(
      new Request(url, {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: text,
      }),
    );
    const answered = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(answered);
    } catch {
      // Not JSON: the checks say so with the text.
    }
    return {
      request: `POST ${url} ${text}`,
      status: response.status,
      body: parsed,
      text: answered,
    };
  };

  const wrong = (answer: Answer, problem: string) =>
    new Nonconformity('wrong', {
      request: answer.request,
      status: answer.status,
      answer: answer.text.slice(0, QUOTED_CHARACTERS),
      problem,
    });

  /** A capability whose first call answers as no such path (`call`) is missing, not wrong. */
  const mustBeThere = (answer: Answer, call: string) => {
    if (ABSENT.has(answer.status))
      throw new Nonconformity('missing', {
        request: answer.request,
        status: answer.status,
        answer: answer.text.slice(0, QUOTED_CHARACTERS),
        problem: `${call} is not there`,
      });
  };

  /** The answer the contract describes, 200 and its schema; anything else is wrong. */
  const expectAnswer = <C extends CallDefinition>(
    definition: C,
    answer: Answer,
  ): v.InferOutput<C['response']> => {
    if (answer.status !== 200) throw wrong(answer, `expected 200, got ${answer.status}`);
    const result = v.safeParse(definition.response, answer.body);
    if (!result.success)
      throw wrong(
        answer,
        `the answer is not the contract's: ${result.issues
          .slice(0, 3)
          .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
          .join('; ')}`,
      );
    return result.output;
  };

  return {
    send,
    post,
    secret: (need: Need) => backend.secrets[need],
    clickServiceId: backend.clickServiceId,
    /** Moves a test order one status on through the chain's hook; anything but 2xx is wrong. */
    advance: async (orderId: number) => {
      const url = (backend.advanceUrl ?? '').replace('{orderId}', String(orderId));
      const response = await backend.fetch(new Request(url, { method: 'POST' }));
      const text = await response.text();
      if (!response.ok)
        throw wrong(
          { request: `POST ${url}`, status: response.status, body: undefined, text },
          `the hook that moves a test order along answered ${response.status}`,
        );
    },
    /**
     * Puts an item of the test restaurant on its stop list (`available` false) or takes it off,
     * through the chain's hook; anything but 2xx is wrong.
     */
    setStock: async (
      restaurantId: number,
      kind: 'product' | 'modifier',
      id: number,
      available: boolean,
    ) => {
      const url = (backend.stopListUrl ?? '')
        .replace('{restaurantId}', String(restaurantId))
        .replace('{kind}', kind)
        .replace('{id}', String(id));
      const body = JSON.stringify({ available });
      const response = await backend.fetch(
        new Request(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body }),
      );
      const text = await response.text();
      if (!response.ok)
        throw wrong(
          { request: `PUT ${url} ${body}`, status: response.status, body: undefined, text },
          `the hook that changes the test restaurant's stop list answered ${response.status}`,
        );
    },
    /**
     * The first call the backend posted to the kit playing the edge that `matches`, waiting for
     * it as long as the inbox says; undefined when none came.
     */
    receivedCall: async (matches: (call: ReceivedCall) => boolean) => {
      const inbox = backend.edgeInbox;
      if (!inbox) return undefined;
      const until = Date.now() + inbox.waitMs;
      for (;;) {
        const call = inbox.received().find(matches);
        if (call || Date.now() >= until) return call;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Every call the backend has posted to the kit playing the edge so far. */
    receivedCalls: () => backend.edgeInbox?.received() ?? [],
    md5Hex: backend.md5Hex,
    expectAnswer,
    /** A call expected to succeed: its checked answer. */
    call: async <C extends CallDefinition>(api: Api, definition: C, options?: CallOptions) =>
      expectAnswer(definition, await send(api, definition, options)),
    /**
     * A capability's first call: where the backend has no such path, the capability is missing
     * rather than wrong.
     */
    probe: async <C extends CallDefinition>(api: Api, definition: C, options?: CallOptions) => {
      const answer = await send(api, definition, options);
      mustBeThere(answer, `${definition.method} ${definition.path}`);
      return expectAnswer(definition, answer);
    },
    mustBeThere,
    /**
     * A call the rules refuse: one of `statuses`, the contract's error body (with `code` when
     * given), and nothing of `secrets` (what the caller may not learn).
     */
    expectRefusal: async (
      api: Api,
      definition: CallDefinition,
      statuses: readonly number[],
      options: CallOptions,
      { secrets = [], code }: { secrets?: readonly string[]; code?: string } = {},
    ) => {
      const answer = await send(api, definition, options);
      if (!statuses.includes(answer.status))
        throw wrong(answer, `expected ${statuses.join(' or ')}, got ${answer.status}`);
      const body = v.safeParse(ErrorBodySchema, answer.body);
      if (!body.success) throw wrong(answer, 'a refusal is `{ message, code? }`');
      if (code !== undefined && body.output.code !== code)
        throw wrong(answer, `expected code "${code}"`);
      const leaked = secrets.find((secret) => answer.text.includes(secret));
      if (leaked) throw wrong(answer, `the refusal names "${leaked}"`);
    },
    /** A rule an answer breaks. */
    wrong,
  };
};

export type Calls = ReturnType<typeof createCaller>;

export interface Check {
  readonly name: string;
  readonly run: () => Promise<unknown>;
}

/** What every backend must have (docs/api.md, "Capabilities"); the rest are its extensions. */
export type CoreCapability =
  | 'menu'
  | 'places'
  | 'content'
  | 'vacancies'
  | 'orders'
  | 'order-bounds'
  | 'messenger'
  // Announced by the menu itself: one without `isAvailable` has nothing on a stop list.
  | 'stop-list';

export interface Capability {
  /** A designed extension is checked by its own name, and only where the backend announces it. */
  readonly name: CoreCapability | Extension;
  /** The APIs it needs an address and a secret of (a provider's key: the main API's address). */
  readonly apis: readonly Need[];
  /** Its checks in order: the first is the probe, the later ones build on what it found. */
  readonly checks: (calls: Calls) => readonly Check[];
}

/** Whether the backend was given what checking `need` takes. */
const isReachable = (backend: Backend, need: Need) => {
  switch (need) {
    case 'advance':
      return Boolean(backend.urls.main && backend.advanceUrl);
    case 'stop-list':
      return Boolean(backend.urls.main && backend.stopListUrl);
    case 'payment-calls':
      return Boolean(backend.urls.main && backend.secrets['payment-calls']);
    case 'order-events':
      return Boolean(backend.edgeInbox && backend.secrets['order-events']);
    case 'payme':
      return Boolean(backend.urls.main && backend.secrets.payme);
    case 'click':
      return Boolean(
        backend.urls.main && backend.secrets.click && backend.clickServiceId && backend.md5Hex,
      );
    default:
      return Boolean(backend.urls[need] && backend.secrets[need]);
  }
};

/** What the kit is not given when a capability is not checked (docs/api.md, "Checking a backend"). */
const UNREACHABLE: Readonly<Record<Need, string>> = {
  main: 'no main API address or MAIN_API_SECRET',
  messenger: 'no messenger API address or MESSENGER_API_SECRET',
  hr: 'no HR API address or HR_API_SECRET',
  payme: 'no PAYME_KEY',
  click: 'no CLICK_SECRET_KEY or --click-service',
  advance: 'no hook that moves a test order along (--advance)',
  'stop-list': "no hook that changes the test restaurant's stop list (--stop-list)",
  'payment-calls': 'no PAYMENT_CALLS_SECRET',
  'order-events':
    'not checkable without a listener: the backend posts its events to the edge it is configured with; point a test backend at the kit (--events-port) and give ORDER_EVENTS_SECRET',
};

const isExtension = (name: string): name is Extension =>
  (EXTENSIONS as readonly string[]).includes(name);

const ANNOUNCEMENT = 'GET /api/capabilities';

/**
 * The extensions the backend announces, as the app reads them: a 404 is a backend of the core
 * only; an answer against the contract is wrong (and then every extension is checked).
 */
const readAnnouncement = async (
  calls: Calls,
): Promise<{ result: CheckResult; extensions: readonly Extension[] | null }> => {
  // In English (3), as the kit's other calls.
  const answer = await calls.send('main', capabilitiesCall, { query: { Language: 3 } });
  const capability = 'capabilities';
  if (answer.status === 404)
    return {
      result: {
        capability,
        check: ANNOUNCEMENT,
        verdict: 'missing',
        detail: {
          request: answer.request,
          status: answer.status,
          problem: 'not there: the backend has the core only, the app offers no extension',
        },
      },
      extensions: CORE_ONLY,
    };
  try {
    const { extensions } = calls.expectAnswer(capabilitiesCall, answer);
    return { result: { capability, check: ANNOUNCEMENT, verdict: 'implemented' }, extensions };
  } catch (error) {
    if (!(error instanceof Nonconformity)) throw error;
    return {
      result: { capability, check: ANNOUNCEMENT, verdict: 'wrong', detail: error.detail },
      extensions: null,
    };
  }
};

/**
 * Runs each capability's checks in order. A missing probe marks the capability missing and
 * skips the rest; a capability whose API has no address or secret is not checked; an extension
 * the backend does not announce is missing, as the app offers none of it.
 */
export const runCapabilities = async (
  backend: Backend,
  capabilities: readonly Capability[],
): Promise<CheckResult[]> => {
  const calls = createCaller(backend);
  const results: CheckResult[] = [];
  let announced: readonly Extension[] | null = null;
  if (isReachable(backend, 'main')) {
    const announcement = await readAnnouncement(calls);
    results.push(announcement.result);
    announced = announcement.extensions;
  }
  for (const capability of capabilities) {
    const checks = capability.checks(calls);
    const unreachable = capability.apis.find((need) => !isReachable(backend, need));
    if (unreachable) {
      results.push(
        ...checks.map(({ name }, index) => ({
          capability: capability.name,
          check: name,
          verdict: 'not checked' as const,
          ...(index === 0
            ? { detail: { request: '(none sent)', problem: UNREACHABLE[unreachable] } }
            : {}),
        })),
      );
      continue;
    }
    const { name } = capability;
    if (announced !== null && isExtension(name) && !announced.includes(name)) {
      results.push(
        ...checks.map((check, index) => ({
          capability: name,
          check: check.name,
          verdict: 'missing' as const,
          ...(index === 0
            ? {
                detail: {
                  request: ANNOUNCEMENT,
                  problem: `"${name}" is not announced: the app offers none of it`,
                },
              }
            : {}),
        })),
      );
      continue;
    }
    let missing = false;
    for (const { name, run } of checks) {
      if (missing) {
        results.push({ capability: capability.name, check: name, verdict: 'missing' });
        continue;
      }
      try {
        await run();
        results.push({ capability: capability.name, check: name, verdict: 'implemented' });
      } catch (error) {
        if (error instanceof Unchecked) {
          results.push({
            capability: capability.name,
            check: name,
            verdict: 'not checked',
            detail: { request: '(none sent)', problem: error.message },
          });
          continue;
        }
        if (!(error instanceof Nonconformity)) throw error;
        missing = error.verdict === 'missing';
        results.push({
          capability: capability.name,
          check: name,
          verdict: error.verdict,
          detail: error.detail,
        });
      }
    }
  }
  return results;
};

/** One table per capability, then the requests and answers of what is not implemented. */
export const formatReport = (results: readonly CheckResult[]) => {
  const lines: string[] = [];
  const capabilities = [...new Set(results.map(({ capability }) => capability))];
  const width = Math.max(...results.map(({ check }) => check.length), 10);
  for (const capability of capabilities) {
    const own = results.filter((result) => result.capability === capability);
    lines.push('', capability);
    for (const { check, verdict } of own) lines.push(`  ${check.padEnd(width)}  ${verdict}`);
  }
  const failures = results.filter(({ detail }) => detail);
  if (failures.length > 0) lines.push('', 'What is wrong, missing or could not be checked:');
  for (const { capability, check, verdict, detail } of failures) {
    if (!detail) continue;
    lines.push(
      '',
      `${capability} › ${check}: ${verdict}, ${detail.problem}`,
      `  request: ${detail.request}`,
      ...(detail.status === undefined ? [] : [`  status:  ${detail.status}`]),
      ...(detail.answer === undefined ? [] : [`  answer:  ${detail.answer}`]),
    );
  }
  const count = (verdict: Verdict) => results.filter((result) => result.verdict === verdict).length;
  lines.push(
    '',
    `${count('implemented')} implemented, ${count('missing')} missing, ${count('wrong')} wrong, ${count('not checked')} not checked`,
  );
  return lines.join('\n');
};
