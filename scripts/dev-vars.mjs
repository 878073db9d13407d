import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';

const EXAMPLE = '.dev.vars.example';

const nameOf = (line) => /^([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1];
const linesOf = (file) => readFileSync(file, 'utf8').split('\n');

/**
 * wrangler reads edge secrets from .dev.vars; a fresh clone gets the safe development values, and
 * an older clone the ones added since, so a new secret never breaks `npm start`.
 */
export const ensureDevVars = () => {
  if (!existsSync('.dev.vars')) {
    copyFileSync(EXAMPLE, '.dev.vars');
    return;
  }
  const present = new Set(linesOf('.dev.vars').map(nameOf));
  const missing = linesOf(EXAMPLE).filter((line) => nameOf(line) && !present.has(nameOf(line)));
  if (missing.length > 0) appendFileSync('.dev.vars', `\n${missing.join('\n')}\n`);
};
