import { createHash } from 'node:crypto';
import { PRERENDER_MISMATCH_CLASS } from '../../src/shared/config/constants';

// Inline, so it runs before the body is painted. The visitor will see another first screen when
// the browser holds the site's storage (a location, a cart, a draft) or the URL carries launch
// parameters (a deep link, Telegram); storage that cannot be read counts as such too. A visitor
// of another language never gets this page: the edge sends them to theirs (functions/_middleware.ts).
export const FIRST_VISIT_SCRIPT = `(function(){try{if(!localStorage.length&&!sessionStorage.length&&!location.search&&!/tgWebApp/.test(location.hash))return}catch(e){}document.documentElement.classList.add("${PRERENDER_MISMATCH_CLASS}")})()`;

/** The Content-Security-Policy source that allows exactly this inline script. */
export const FIRST_VISIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`;
