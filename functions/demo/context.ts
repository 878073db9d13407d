import type { Context } from 'hono';
import * as v from 'valibot';
import { vValidator } from '@hono/valibot-validator';
import type { Env } from '../lib/env';

export interface DemoEnv {
  Bindings: Env;
  Variables: { tgId: number };
}

export type DemoContext = Context<DemoEnv>;

export type Language = 'ru' | 'en' | 'uz';
/** Spec §9 language codes: uz=1, ru=2, en=3. */
export const languageOf = (code: 1 | 2 | 3): Language =>
  code === 1 ? 'uz' : code === 3 ? 'en' : 'ru';

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
