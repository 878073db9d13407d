// The conformance kit (scripts/conformance/, docs/api.md "Checking a backend") against a running
// backend:
//   npm run conformance -- --main-api <URL> [--messenger-api <URL>] [--hr-api <URL>]
//                          [--only <capability>]… [--restaurant <id>] [--phone <+998…>]
//                          [--other-phone <+998…>] [--click-service <id>]
//                          [--advance <URL with {orderId}>]
//                          [--stop-list <URL with {restaurantId}, {kind} and {id}>]
//                          [--events-port <port>]
// with the secrets the edge signs with in MAIN_API_SECRET, MESSENGER_API_SECRET and
// HR_API_SECRET, the providers' test cabinets' keys in PAYME_KEY and CLICK_SECRET_KEY, and the
// secrets of the calls between the backend and the edge in PAYMENT_CALLS_SECRET and
// ORDER_EVENTS_SECRET.
// Prints one table per capability and writes reports/conformance.json; exits 1 when anything
// answers against the contract.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const USAGE =
  'npm run conformance -- --main-api <URL> [--messenger-api <URL>] [--hr-api <URL>] [--only <capability>] [--restaurant <id>] [--phone <+998XXXXXXXXX>] [--other-phone <+998XXXXXXXXX>] [--click-service <id>] [--advance <URL with {orderId}>] [--stop-list <URL with {restaurantId}, {kind} and {id}>] [--events-port <port>]';
/** How long the kit playing the edge waits for an order's event to come. */
const EVENT_WAIT_MS = 20_000;
const REPORT = 'reports/conformance.json';

const { values } = parseArgs({
  options: {
    'main-api': { type: 'string' },
    'messenger-api': { type: 'string' },
    'hr-api': { type: 'string' },
    only: { type: 'string', multiple: true },
    restaurant: { type: 'string' },
    phone: { type: 'string', default: '+998900000001' },
    'other-phone': { type: 'string', default: '+998900000002' },
    'click-service': { type: 'string' },
    advance: { type: 'string' },
    'stop-list': { type: 'string' },
    'events-port': { type: 'string' },
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
const eventsPort = values['events-port'] === undefined ? undefined : Number(values['events-port']);
if (
  eventsPort !== undefined &&
  !(Number.isInteger(eventsPort) && eventsPort > 0 && eventsPort < 65536)
) {
  console.error(`--events-port takes a port, not "${values['events-port']}".`);
  process.exit(2);
}

// TypeScript modules of the contract, loaded through Vite without the app's build plugins.
const load = async (path) =>
  (await runnerImport(path, { configFile: false, logLevel: 'error' })).module;
const { runCapabilities, formatReport } = await load('./scripts/conformance/kit.ts');
const { capabilities } = await load('./scripts/conformance/capabilities.ts');

// The menu finds the restaurant and the dishes every other capability orders: it always runs.
const chosen = capabilities({
  phone: values.phone,
  otherPhone: values['other-phone'],
  restaurantId,
}).filter(({ name }) => !values.only || name === 'menu' || values.only.includes(name));
if (values.only && chosen.length === 1 && !values.only.includes('menu')) {
  console.error(`No capability is named ${values.only?.join(', ')}.`);
  process.exit(2);
}
// The kit plays the edge the backend posts its order events to: whatever comes is answered as
// told, and kept for the checks.
const received = [];
const listener =
  eventsPort === undefined
    ? undefined
    : createServer((request, response) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
          received.push({
            path: new URL(request.url ?? '/', 'http://kit').pathname,
            headers: Object.fromEntries(
              Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ delivered: 'sent' }));
        });
      });
if (listener) await new Promise((resolve) => listener.listen(eventsPort, resolve));

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
      'payment-calls': process.env.PAYMENT_CALLS_SECRET,
      'order-events': process.env.ORDER_EVENTS_SECRET,
    },
    clickServiceId: values['click-service'],
    advanceUrl: values.advance,
    stopListUrl: values['stop-list'],
    ...(listener ? { edgeInbox: { received: () => received, waitMs: EVENT_WAIT_MS } } : {}),
    md5Hex: (text) => Promise.resolve(createHash('md5').update(text).digest('hex')),
  },
  chosen,
);
listener?.close();
console.log(formatReport(results));
mkdirSync('reports', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify({ results }, null, 2)}\n`);
console.log(`\nThe report: ${REPORT}`);
process.exit(results.some(({ verdict }) => verdict === 'wrong') ? 1 : 0);
