// Size budgets of the first-load JavaScript of the menu route (see first-load.mjs).
import { kilobytes, measureFirstLoad } from './first-load.mjs';

const WEB_BUDGET_KB = 130;
const TELEGRAM_BUDGET_KB = 190;

const { web, telegram, telegramCssGzipBytes, leaked } = measureFirstLoad();

const report = (label, { files, gzipBytes }, budgetKb) => {
  for (const { file, gzip } of files) console.log(`  ${kilobytes(gzip).padStart(7)} KB  ${file}`);
  const ok = gzipBytes / 1024 <= budgetKb;
  console.log(
    `${label}: ${kilobytes(gzipBytes)} KB gzip (budget ${budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
};

const webOk = report('web visitor, menu route', web, WEB_BUDGET_KB);
console.log('');
const telegramOk = report('Telegram user, menu route', telegram, TELEGRAM_BUDGET_KB);
console.log(`  (plus ${kilobytes(telegramCssGzipBytes)} KB gzip of telegram-ui CSS in Telegram)`);

// Nothing of the SDK or telegram-ui may reach a web visitor.
if (leaked.length > 0) console.log(`Telegram code in the web bundle: ${leaked.join(', ')}`);
if (!webOk || !telegramOk || leaked.length > 0) process.exit(1);
