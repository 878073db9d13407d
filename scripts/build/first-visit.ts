import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
} from '../../src/shared/config/languages';
import { PRERENDER_MISMATCH_CLASS } from '../../src/shared/config/constants';

const tags = LANGUAGES.map((language) => LANGUAGE_INFO[language].tag.toLowerCase());

// Inline, so it runs before the body is painted. The visitor will see another first screen when
// the browser holds the site's storage (a location, a cart, a draft), the URL carries launch
// parameters (a deep link, Telegram), or the app is about to send them to their own language
// (this mirrors detectLanguage for a path without a language prefix). Storage that cannot be read
// counts as a mismatch too.
export const FIRST_VISIT_SCRIPT = `(function(){var L=${JSON.stringify(LANGUAGES)},T=${JSON.stringify(tags)},D="${DEFAULT_LANGUAGE}",p=location.pathname.split("/")[1];try{if(L.indexOf(p)<0||p===D){var c=(document.cookie.match(/(?:^|; )${LANGUAGE_COOKIE.name}=([^;]*)/)||[])[1],b=(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""]).map(function(t){return String(t).toLowerCase()}),f=b.map(function(t){return L[T.indexOf(t)]}).filter(Boolean)[0],s=b.map(function(t){return L[L.indexOf(t.split("-")[0])]}).filter(Boolean)[0];if((L.indexOf(c)>=0?c:f||s||D)!==D)throw 0}if(!localStorage.length&&!sessionStorage.length&&!location.search&&!/tgWebApp/.test(location.hash))return}catch(e){}document.documentElement.classList.add("${PRERENDER_MISMATCH_CLASS}")})()`;

/** The Content-Security-Policy source that allows exactly this inline script. */
export const FIRST_VISIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`;
