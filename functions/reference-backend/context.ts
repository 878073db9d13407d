import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import * as v from 'valibot';
import { vValidator } from '@hono/valibot-validator';
import type { Env } from '../lib/env';
import type { CustomerClaim } from '../lib/tokens';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@pizza-order-app/contract/config/languages';

export interface ReferenceBackendEnv {
  Bindings: Env;
  Variables: RequestIdVariables & {
    /** Who the caller is, from its verified credentials (null: an anonymous visitor). */
    customer: CustomerClaim | null;
  };
}

export type ReferenceBackendContext = Context<ReferenceBackendEnv>;

export type { Language };
/** The language of a docs/product.md §9 code (uz=1, ru=2, en=3); Russian when none was sent. */
export const languageOf = (code: 1 | 2 | 3 | undefined): Language =>
  LANGUAGES.find((language) => LANGUAGE_INFO[language].apiCode === code) ?? DEFAULT_LANGUAGE;

/** Validates a request part; a malformed one gets 400 with a message naming the field. */
export const valid = <T extends v.GenericSchema, Target extends 'query' | 'json' | 'param'>(
  target: Target,
  schema: T,
) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const issue = result.issues[0];
    const field = issue ? v.getDotPath(issue) : null;
    return c.json({ message: `Invalid ${field ?? target}: ${issue?.message ?? 'malformed'}` }, 400);
  });

export const notFound = (c: Context, what: string) => c.json({ message: `${what} not found` }, 404);
