// Size budgets of the first-load JavaScript of the menu route (see first-load.mjs). The build
// fails above the guard; the architecture's target is printed beside it with what is left to cut,
// since the stack's libraries alone (the runtime chunk) come close to the web target.
import { kilobytes, measureFirstLoad } from './first-load.mjs';

const BUDGETS_KB = {
  web: { guard: 130, target: 115 },
  telegram: { guard: 190, target: 140 },
};

const { web, telegram, telegramCssGzipBytes, leaked } = measureFirstLoad();

const report = (label, { files, gzipBytes }, { guard, target }) => {
  for (const { file, gzip } of files) console.log(`  ${kilobytes(gzip).padStart(7)} KB  ${file}`);
  const ok = gzipBytes / 1024 <= guard;
  const toCut = gzipBytes - target * 1024;
  console.log(
    `${label}: ${kilobytes(gzipBytes)} KB gzip (budget ${guard} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `  architecture target ${target} KB: ${toCut > 0 ? `${kilobytes(toCut)} KB to cut` : 'met'}`,
  );
  return ok;
};

const webOk = report('web visitor, menu route', web, BUDGETS_KB.web);
console.log('');
const telegramOk = report('Telegram user, menu route', telegram, BUDGETS_KB.telegram);
console.log(`  (plus ${kilobytes(telegramCssGzipBytes)} KB gzip of telegram-ui CSS in Telegram)`);

// Nothing of the SDK or telegram-ui may reach a web visitor.
if (leaked.length > 0) console.log(`Telegram code in the web bundle: ${leaked.join(', ')}`);
if (!webOk || !telegramOk || leaked.length > 0) process.exit(1);
