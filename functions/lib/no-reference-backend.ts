import { jsonError } from './http';

/**
 * What `#reference-backend` names in a build without the `reference-backend` condition (package.json
 * "imports"), so a production bundle holds none of functions/reference-backend. REFERENCE_BACKEND set for such a
 * build gets told why nothing answers rather than a bare 404.
 */
export const referenceBackend = {
  fetch: () =>
    jsonError(
      503,
      'REFERENCE_BACKEND is set, but these functions were built without the reference backend ' +
        '(WRANGLER_BUILD_CONDITIONS=reference-backend,workerd,worker,browser)',
    ),
};
