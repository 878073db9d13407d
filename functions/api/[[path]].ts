import { demoBackend } from '../demo/app';
import type { Env } from '../lib/env';
import { jsonError } from '../lib/http';

/** Every /api path without a function of its own: the reference backend when enabled, else 404. */
export const onRequest: PagesFunction<Env> = ({
  request,
  env,
  waitUntil,
  passThroughOnException,
}) =>
  env.DEMO_BACKEND
    ? demoBackend.fetch(request, env, { waitUntil, passThroughOnException, props: {} })
    : jsonError(404, 'No such endpoint');
