import type * as v from 'valibot';
import { LANGUAGE_INFO, type Language } from '@pizza-order-app/contract/config/languages';
import type { CallDefinition } from '@pizza-order-app/contract/common';
import { referenceBackendOf, type Env } from './env';
import { CallRefused, sendCall } from './send-call';
import { issueToken } from './tokens';

/** A page the edge writes an answer into waits at most this long for it; past it, it goes without. */
export const MAIN_API_READ_TIMEOUT_MS = 1500;

/**
 * A read of the main API (the reference backend when it is enabled) for a page the edge writes,
 * parsed with its call's schema: null without a backend to ask or when there is nothing at the
 * address (404); a refusal, a timeout or an answer out of contract throws, for the caller to log.
 */
export const readMainApi = async <Call extends CallDefinition>(
  env: Env,
  call: Call,
  query: Readonly<Record<string, string | number>>,
  language: Language,
): Promise<v.InferOutput<Call['response']> | null> => {
  const backend = await referenceBackendOf(env);
  const base = backend ? 'http://reference-backend' : env.MAIN_API_URL;
  if (!base) return null;
  try {
    return await sendCall(call, {
      base,
      query: {
        ...Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
        Language: String(LANGUAGE_INFO[language].apiCode),
      },
      credentials: async () => ({
        Authorization: `Bearer ${(await issueToken(env.MAIN_API_SECRET, 'main-api')).token}`,
      }),
      ...(backend ? { deliver: (request) => backend.fetch(request, env) } : {}),
      timeoutMs: MAIN_API_READ_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof CallRefused && error.status === 404) return null;
    throw error;
  }
};

/** Why a read failed, for a log line. */
export const failureReason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
