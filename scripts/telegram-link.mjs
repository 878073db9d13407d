// Builds an operator deep link into the mini-app (the start parameter format is in docs/features.md):
//   npm run telegram:link -- --bot tashkent_pizza_bot --app order --pickup --region 1 --language uz --folder 2
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    bot: { type: 'string', default: 'tashkent_pizza_bot' },
    app: { type: 'string', default: 'order' },
    delivery: { type: 'boolean', default: false },
    pickup: { type: 'boolean', default: false },
    region: { type: 'string' },
    language: { type: 'string' },
    folder: { type: 'string' },
    product: { type: 'string' },
  },
});

const id = (name, value) => {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
if (values.language && !['ru', 'en', 'uz'].includes(values.language)) {
  throw new Error('--language must be ru, en or uz');
}
if (values.delivery && values.pickup) throw new Error('choose --delivery or --pickup, not both');

const segments = [
  values.delivery ? 'd' : values.pickup ? 'p' : undefined,
  id('region', values.region) && `r${values.region}`,
  values.language && `l${values.language}`,
  id('folder', values.folder) && `f${values.folder}`,
  id('product', values.product) && `i${values.product}`,
].filter(Boolean);
const startParam = segments.join('_');
if (startParam.length > 64) throw new Error('the start parameter is longer than 64 characters');
console.log(
  `https://t.me/${values.bot}/${values.app}${startParam ? `?startapp=${startParam}` : ''}`,
);
