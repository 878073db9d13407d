import { copyFileSync, existsSync } from 'node:fs';

/** wrangler reads edge secrets from .dev.vars; a fresh clone gets the safe development values. */
export const ensureDevVars = () => {
  if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars');
};
