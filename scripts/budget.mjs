// Size budget: the gzip size of all JavaScript a web visitor downloads to render the menu route
// (the entry, its static imports/modulepreloads, the menu screen chunk and the Russian messages).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const WEB_BUDGET_KB = 130;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

const chunkOf = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`budget: ${key} is not in the build manifest`);
  return chunk;
};

/** A manifest key and everything it imports statically. */
const withStaticImports = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunkOf(key).imports ?? []) withStaticImports(imported, seen);
  return seen;
};

const measure = (keys) =>
  [...new Set(keys.flatMap((key) => [...withStaticImports(key)]))]
    .map((key) => chunkOf(key).file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length }));

const report = (label, files, budgetKb) => {
  const totalKb = files.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
  for (const { file, gzip } of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const ok = totalKb <= budgetKb;
  console.log(
    `${label}: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
};

const webOk = report(
  'web visitor, menu route',
  measure(['index.html', 'src/pages/menu/index.ts', 'locales/ru.json']),
  WEB_BUDGET_KB,
);
if (!webOk) process.exit(1);
