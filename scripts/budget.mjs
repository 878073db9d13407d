// Size budgets of the first-load JavaScript of the menu route (see first-load.mjs). The stack's
// libraries as the app uses them (React, i18next, effector, SWR, wouter, valibot...) are a floor
// of about 105 KB gzip that no work on the app can lower: the guards sit above it, the app's own
// share is printed beside the stack's, and the web app's own start code (its sources, without the
// messages, which grow with the words on screen rather than with the code) has a budget of its own.
import { kilobytes, measureFirstLoad } from './first-load.mjs';

// Raised by 0.25 KB (from 130 and 20) when the menu's first paint had to learn three things it
// prices or shows at once: a dish on the stop list, a dish made of parts, the payment methods a
// place takes; then by 0.85 and 0.45 KB for what the cart and the start must get right: a part on
// the stop list, what can be ordered, a sign-in that keeps the screen, Telegram's language; then
// by 0.3 KB for who the customer is, asked at start by its model; then by 0.15 KB (Telegram 0.2)
// for a cart line that keeps the ingredients left out of its dish; then by 0.1 KB (start code
// 0.05, Telegram 0.25) for the first screen's saved addresses with their door in words, the
// delivery address as a store, and telegram-ui's text kept out of the headings; then by 0.1 KB
// for a bot link that asks whose it is before it signs a browser in; then by 0.05 KB (web and its
// start code) for the read key the start exports to an article's screen, which takes over the
// article the edge wrote into its page without asking again; then by 0.2 KB (start code 0.15,
// Telegram 0.2) for what the backend has, asked at start by entities/backend, and a menu without
// the composite dishes a backend of the core cannot take; then by 0.05 KB for a toast whose seconds
// count from when it is drawn, so one raised before a slow first paint is still read; then by
// 0.05 KB (start code only) for the start's edge calls described by the contract's definitions;
// then by 0.1 KB (web and Telegram) with no code changed, for a measure that no longer moves
// with the build's random id (first-load.mjs); then by 0.05 KB (the start code and Telegram)
// for a read a model and a screen share (the read cache's `join`, and the menu's read parameters
// the lazily loaded checkout model imports): 49 and 13 bytes past the old guards in npm test's
// e2e build (docs/architecture.md §7); then by 0.15 KB (Telegram only) for a theme the user
// switches with the app open, worn whole: telegram-ui's appearance follows it and the bottom
// buttons take its colours at 4.5:1 (src/shared/telegram/theme-model.ts, the adapter), code only
// Telegram loads; then by 0.15 KB (all three) for what the backend has, asked again after a
// timeout or a 5xx on a timer the start does not wait on (entities/backend): one lost answer hid
// sign-in, ratings and the courier for the whole visit; 120, 127 and 108 bytes past the old guards
// in npm test; then by 0.1 KB (all three) for the stand-in a dish or an article sent without a
// picture, or with one that cannot load, draws instead of an empty frame (shared/ui/picture.tsx):
// 51, 61 and 32 bytes past the old guards in npm test.
const GUARD_KB = { web: 132.4, telegram: 166.35 };
const WEB_START_CODE_KB = 21.85;

const { web, telegram, telegramCssGzipBytes, leaked } = measureFirstLoad();

/** Whose a chunk is, when it is not the stack's alone. */
const ownersOf = ({ gzip, code, messages }) => {
  if (code + messages < 1) return '';
  if (Math.round(code + messages) >= gzip) return messages > code ? ' (messages)' : ' (app)';
  return ` (the app's own ${kilobytes(code + messages)} KB)`;
};

const report = (label, first, guard) => {
  for (const file of first.files)
    console.log(
      `  ${kilobytes(file.gzip).padStart(7)} KB  ${file.file}${file.file.includes(file.name) ? '' : ` ${file.name}`}${ownersOf(file)}`,
    );
  const ok = first.gzipBytes / 1024 <= guard;
  console.log(
    `${label}: ${kilobytes(first.gzipBytes)} KB gzip (budget ${guard} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `  the stack's ${kilobytes(first.stackGzipBytes)} KB, the app's own ${kilobytes(first.appGzipBytes)} KB` +
      ` (code ${kilobytes(first.codeGzipBytes)} KB, messages ${kilobytes(first.messagesGzipBytes)} KB)`,
  );
  return ok;
};

const webOk = report('web visitor, menu route', web, GUARD_KB.web);
const startCodeOk = web.codeGzipBytes / 1024 <= WEB_START_CODE_KB;
console.log(
  `  the app's own start code: ${kilobytes(web.codeGzipBytes)} KB (budget ${WEB_START_CODE_KB} KB) ${startCodeOk ? 'OK' : 'OVER BUDGET'}`,
);
console.log('');
const telegramOk = report('Telegram user, menu route', telegram, GUARD_KB.telegram);
console.log(`  (plus ${kilobytes(telegramCssGzipBytes)} KB gzip of telegram-ui CSS in Telegram)`);

// Nothing of the SDK or telegram-ui may reach a web visitor.
if (leaked.length > 0) console.log(`Telegram code in the web bundle: ${leaked.join(', ')}`);
if (!webOk || !startCodeOk || !telegramOk || leaked.length > 0) process.exit(1);
