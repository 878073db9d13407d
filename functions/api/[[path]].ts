import { edgeApp } from '../app/app';
import type { Env } from '../lib/env';

/**
 * Every /api request: the edge's hono app (functions/app/app.ts). Called as `hono/cloudflare-pages`'
 * `handle` would (deprecated there), without copying the Pages context into the app's bindings.
 */
export const onRequest: PagesFunction<Env> = ({
  request,
  env,
  waitUntil,
  passThroughOnException,
}) => edgeApp.fetch(request, env, { waitUntil, passThroughOnException, props: {} });
