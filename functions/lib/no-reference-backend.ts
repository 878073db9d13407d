/**
 * What `#reference-backend` names in a build without the `reference-backend` condition
 * (package.json "imports"): no backend, so a production bundle holds none of functions/demo.
 */
export const demoBackend = null;
