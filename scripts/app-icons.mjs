// node scripts/app-icons.mjs: draws the installed app's icons and the chain's card that shared
// links preview with (1200×630, Open Graph's size) from public/logo.svg with Chromium (the PNGs
// are committed; run it again after changing the logo). Maskable and Apple icons put the logo on
// the accent inside the safe zone, since launchers crop them to their own shapes.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchOptions } from './browser.mjs';

const ACCENT = '#d62828';
const logo = readFileSync('public/logo.svg', 'utf8');

/** [file under public, width and height in px, background, share of the height the logo takes] */
const ICONS = [
  ['icons/app-192.png', 192, 192, 'transparent', 1],
  ['icons/app-512.png', 512, 512, 'transparent', 1],
  ['icons/app-maskable-512.png', 512, 512, ACCENT, 0.72],
  ['icons/apple-touch-icon.png', 180, 180, ACCENT, 0.8],
  // functions/lib/page-preview.ts: SHARE_CARD_PATH
  ['images/share-card.png', 1200, 630, ACCENT, 0.6],
];

const browser = await chromium.launch(launchOptions());
try {
  for (const [file, width, height, background, share] of ICONS) {
    const page = await browser.newPage({ viewport: { width, height } });
    const logoSize = Math.round(height * share);
    await page.setContent(
      `<body style="margin:0;width:${width}px;height:${height}px;display:grid;place-items:center;background:${background}">
        <div style="width:${logoSize}px;height:${logoSize}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </body>`,
    );
    await page.screenshot({
      path: `public/${file}`,
      omitBackground: background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
