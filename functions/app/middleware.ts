import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import { offSite } from '../lib/sign-in-answers';
import { edge } from './context';

/**
 * The JSON body as the contract's request schema reads it, or 400 with the endpoint's own
 * message. No body at all is refused alike (hono's validator would read it as `{}`); a body that
 * is no JSON is refused by hono itself, 400 too.
 */
export const jsonBody = <T extends v.GenericSchema>(schema: T, refusal: string) =>
  vValidator('json', schema, (result, c) =>
    result.success && c.req.header('Content-Type') !== undefined
      ? undefined
      : c.json({ message: refusal }, 400),
  );

/** Signing in or out only from the site's own pages (offSite), before the body is read. */
export const onSite = edge.createMiddleware(async (c, next) => offSite(c.req.raw) ?? next());
