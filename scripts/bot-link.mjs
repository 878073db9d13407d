// Builds a signed bot link into the site (docs/features.md, "Bot links"), as the chain's bot does:
//   npm run link -- --tg-id 77 --first-name Aziz --customer-id 9 --region 1 --language uz --pickup --ttl 3600
// Each link carries a fresh random nonce: it starts one session only.
// The secret is BOT_LINK_SECRET from the environment or .dev.vars; the site from --site.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/** The contract's order (packages/contract/src/bot-link.ts); a test keeps the two the same. */
const SIGNED = [
  'tgId',
  'firstName',
  'customerId',
  'language',
  'regionId',
  'longitude',
  'latitude',
  'orderTypeId',
  'nonce',
  'expires',
];

/** 128 random bits, base64url: what makes a link start one session only. */
export const linkNonce = () => randomBytes(16).toString('base64url');

/**
 * The signed query of a link: HMAC-SHA256 of `name=value` for each parameter present, in order,
 * joined by `&`, each value URL-encoded as the link carries it (packages/contract/src/bot-link.ts).
 */
export const signedLinkQuery = (parameters, secret) => {
  const present = SIGNED.filter((name) => parameters[name] !== undefined);
  const query = present.map((name) => `${name}=${encodeURIComponent(parameters[name])}`);
  const signature = createHmac('sha256', secret).update(query.join('&')).digest('hex');
  return [...query, `signature=${signature}`].join('&');
};

const secretFromDevVars = () =>
  existsSync('.dev.vars')
    ? /^BOT_LINK_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim()
    : undefined;

const main = () => {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'http://127.0.0.1:8788' },
      'tg-id': { type: 'string' },
      'first-name': { type: 'string' },
      'customer-id': { type: 'string' },
      region: { type: 'string' },
      language: { type: 'string' },
      longitude: { type: 'string' },
      latitude: { type: 'string' },
      delivery: { type: 'boolean', default: false },
      pickup: { type: 'boolean', default: false },
      ttl: { type: 'string', default: '86400' },
    },
  });
  if (!values['tg-id']) throw new Error('--tg-id is required');
  if (values.delivery && values.pickup) throw new Error('choose --delivery or --pickup, not both');
  const secret = process.env.BOT_LINK_SECRET ?? secretFromDevVars();
  if (!secret) throw new Error('set BOT_LINK_SECRET (or run once `npm start` to make .dev.vars)');
  const query = signedLinkQuery(
    {
      tgId: values['tg-id'],
      firstName: values['first-name'],
      customerId: values['customer-id'],
      language: values.language,
      regionId: values.region,
      longitude: values.longitude,
      latitude: values.latitude,
      orderTypeId: values.delivery ? '0' : values.pickup ? '200' : undefined,
      nonce: linkNonce(),
      expires: String(Math.floor(Date.now() / 1000) + Number(values.ttl)),
    },
    secret,
  );
  console.log(`${values.site}/?${query}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
