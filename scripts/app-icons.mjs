// node scripts/app-icons.mjs: draws the installed app's icons from public/logo.svg with Chromium
// (the PNGs are committed; run it again after changing the logo). Maskable and Apple icons put
// the logo on the accent inside the safe zone, since launchers crop them to their own shapes.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchOptions } from './browser.mjs';

const ACCENT = '#d62828';
const logo = readFileSync('public/logo.svg', 'utf8');

/** [file under public/icons, size in px, background, share of the size the logo takes] */
const ICONS = [
  ['app-192.png', 192, 'transparent', 1],
  ['app-512.png', 512, 'transparent', 1],
  ['app-maskable-512.png', 512, ACCENT, 0.72],
  ['apple-touch-icon.png', 180, ACCENT, 0.8],
];

const browser = await chromium.launch(launchOptions());
try {
  for (const [file, size, background, share] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logoSize = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
        <div style="width:${logoSize}px;height:${logoSize}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </body>`,
    );
    await page.screenshot({
      path: `public/icons/${file}`,
      omitBackground: background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
