import { createHash } from 'node:crypto';

/**
 * The class a prerendered page's inline script puts on <html> when the visitor is not on a first
 * visit: the browser holds the site's storage (a location, a cart, a draft), or the URL carries
 * launch parameters (a deep link, Telegram). Their first screen differs from the prerendered one,
 * so src/app/styles.css shows them a placeholder instead until the app renders.
 */
export const RETURNING_VISIT_CLASS = 'returning-visit';

// Inline, so it runs before the body is painted; storage that cannot be read counts as returning.
export const FIRST_VISIT_SCRIPT = `(function(){try{if(!localStorage.length&&!sessionStorage.length&&!location.search&&!/tgWebApp/.test(location.hash))return}catch(e){}document.documentElement.classList.add('${RETURNING_VISIT_CLASS}')})()`;

/** The Content-Security-Policy source that allows exactly this inline script. */
export const FIRST_VISIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`;
