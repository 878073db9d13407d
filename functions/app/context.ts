import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { RequestIdVariables } from 'hono/request-id';
import type { Env } from '../lib/env';

/** The edge app's bindings (the Pages project's settings) and what its middleware hands on. */
export interface EdgeEnv {
  Bindings: Env;
  Variables: RequestIdVariables;
}

export type EdgeContext = Context<EdgeEnv>;

/** Endpoints are written apart from the app; the factory keeps their validators' types. */
export const edge = createFactory<EdgeEnv>();
