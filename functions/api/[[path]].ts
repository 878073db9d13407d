import { referenceBackendOf, type Env } from '../lib/env';
import { jsonError } from '../lib/http';

/** Every /api path without a function of its own: the reference backend when enabled, else 404. */
export const onRequest: PagesFunction<Env> = async ({
  request,
  env,
  waitUntil,
  passThroughOnException,
}) => {
  const backend = await referenceBackendOf(env);
  return backend
    ? backend.fetch(request, env, { waitUntil, passThroughOnException, props: {} })
    : jsonError(404, 'No such endpoint');
};
