// The conformance kit (scripts/conformance/, docs/api.md "Checking a backend") against a running
// backend:
//   npm run conformance -- --main-api <URL> [--messenger-api <URL>] [--hr-api <URL>]
//                          [--only <capability>]… [--restaurant <id>] [--phone <+998…>]
//                          [--click-service <id>] [--advance <URL with {orderId}>]
// with the secrets the edge signs with in MAIN_API_SECRET, MESSENGER_API_SECRET and
// HR_API_SECRET, and the providers' test cabinets' keys in PAYME_KEY and CLICK_SECRET_KEY.
// Prints one table per capability and writes reports/conformance.json; exits 1 when anything
// answers against the contract.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const USAGE =
  'npm run conformance -- --main-api <URL> [--messenger-api <URL>] [--hr-api <URL>] [--only <capability>] [--restaurant <id>] [--phone <+998XXXXXXXXX>] [--click-service <id>] [--advance <URL with {orderId}>]';
const REPORT = 'reports/conformance.json';

const { values } = parseArgs({
  options: {
    'main-api': { type: 'string' },
    'messenger-api': { type: 'string' },
    'hr-api': { type: 'string' },
    only: { type: 'string', multiple: true },
    restaurant: { type: 'string' },
    phone: { type: 'string', default: '+998900000001' },
    'click-service': { type: 'string' },
    advance: { type: 'string' },
  },
});
if (!values['main-api']) {
  console.error(`The main API's address is needed.\n  ${USAGE}`);
  process.exit(2);
}
const restaurantId = values.restaurant === undefined ? undefined : Number(values.restaurant);
if (restaurantId !== undefined && !(Number.isSafeInteger(restaurantId) && restaurantId > 0)) {
  console.error(`--restaurant takes a restaurant id, not "${values.restaurant}".`);
  process.exit(2);
}

// TypeScript modules of the contract, loaded through Vite without the app's build plugins.
const load = async (path) =>
  (await runnerImport(path, { configFile: false, logLevel: 'error' })).module;
const { runCapabilities, formatReport } = await load('./scripts/conformance/kit.ts');
const { capabilities } = await load('./scripts/conformance/capabilities.ts');

// The menu finds the restaurant and the dishes every other capability orders: it always runs.
const chosen = capabilities({ phone: values.phone, restaurantId }).filter(
  ({ name }) => !values.only || name === 'menu' || values.only.includes(name),
);
if (values.only && chosen.length === 1 && !values.only.includes('menu')) {
  console.error(`No capability is named ${values.only?.join(', ')}.`);
  process.exit(2);
}
const results = await runCapabilities(
  {
    fetch: (request) => fetch(request),
    urls: {
      main: values['main-api'],
      messenger: values['messenger-api'],
      hr: values['hr-api'],
    },
    secrets: {
      main: process.env.MAIN_API_SECRET,
      messenger: process.env.MESSENGER_API_SECRET,
      hr: process.env.HR_API_SECRET,
      payme: process.env.PAYME_KEY,
      click: process.env.CLICK_SECRET_KEY,
    },
    clickServiceId: values['click-service'],
    advanceUrl: values.advance,
    md5Hex: (text) => Promise.resolve(createHash('md5').update(text).digest('hex')),
  },
  chosen,
);
console.log(formatReport(results));
mkdirSync('reports', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify({ results }, null, 2)}\n`);
console.log(`\nThe report: ${REPORT}`);
process.exit(results.some(({ verdict }) => verdict === 'wrong') ? 1 : 0);
