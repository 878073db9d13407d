import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { STRICT_TRANSPORT_SECURITY } from '@pizza-order-app/contract/config/site-http';
import { referenceBackendOf } from '../lib/env';
import { namedRequest } from '../lib/request-id';
import { guardWrites } from '../lib/write-guard';
import type { EdgeEnv } from './context';
import { endpoints } from './endpoints';

/** The methods each path of the app answers. */
const methodsOf = (app: Hono<EdgeEnv>) => {
  const methods = new Map<string, Set<string>>();
  // A route is listed once per handler (its validators too).
  for (const { path, method } of app.routes)
    if (method !== 'ALL') methods.set(path, (methods.get(path) ?? new Set()).add(method));
  return methods;
};

/** A wrong method on an endpoint's path: 405 naming the ones it takes, for every endpoint at once. */
const withMethodNotAllowed = (app: Hono<EdgeEnv>) => {
  for (const [path, methods] of methodsOf(app)) {
    const allowed = [...methods].join(', ');
    app.all(path, (c) =>
      c.json({ message: `Method not allowed; use ${allowed}` }, 405, { Allow: allowed }),
    );
  }
  return app;
};

/**
 * The edge's /api: every request is named (the root middleware's id, else Cloudflare's ray),
 * passes the write guard, and is answered with the headers no function may forget (Pages applies
 * `_headers` to static files only): HTTPS only, no type sniffing, and no cache (tokens and
 * signatures are per visitor and short-lived) unless the answer says otherwise. Each endpoint is
 * a route; any other path is the reference backend's where this deployment serves it, else 404.
 */
export const edgeApp = new Hono<EdgeEnv>()
  .use(namedRequest)
  .use(
    secureHeaders({
      strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
      xContentTypeOptions: true,
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      removePoweredBy: false,
    }),
  )
  .use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  })
  .use(guardWrites)
  .route('/', withMethodNotAllowed(endpoints))
  .all('*', async (c) => {
    const backend = await referenceBackendOf(c.env);
    return backend
      ? backend.fetch(c.req.raw, c.env, c.executionCtx)
      : c.json({ message: 'No such endpoint' }, 404);
  })
  // What hono itself refuses (its validator on malformed JSON: 400) keeps its status; any other
  // failure goes on to the root middleware, which logs it, reports it and answers a clean 500.
  .onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ message: error.message }, error.status);
    throw error;
  });
