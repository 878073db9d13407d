import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildStackFloors,
  STACK_FLOOR,
  startStaticFloors,
  TELEGRAM_STACK_FLOOR,
  withoutModuleScripts,
} from './floors.mjs';

const PAGE = `<!DOCTYPE html><html lang="ru-RU"><head>
    <script type="module" crossorigin="" src="/assets/index-CrgH8yCA.js"></script>
    <link rel="modulepreload" crossorigin="" href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="stylesheet" crossorigin="" href="/assets/DSFmPdM.css">
  <script>document.documentElement.classList.add("prerender-mismatch")</script>
  <script type="module">import('/assets/late.js')</script></head>
  <body><div id="root"><h1 id="page-title">Вся паста −20%</h1><img src="/images/stocks/pasta.svg" alt=""></div>
  <template id="app-preloads"><link rel="modulepreload" crossorigin="" href="/assets/shell-BcPaqdu5.js"></template></body></html>`;

describe('the static floor', () => {
  it('is the page without what runs or preloads its modules', () => {
    const floor = withoutModuleScripts(PAGE);
    expect(floor).not.toMatch(/type="module"|modulepreload|\.js"/);
    expect(floor).toContain('<link rel="stylesheet" crossorigin="" href="/assets/DSFmPdM.css">');
    expect(floor).toContain('classList.add("prerender-mismatch")');
    expect(floor).toContain(
      '<h1 id="page-title">Вся паста −20%</h1><img src="/images/stocks/pasta.svg" alt="">',
    );
  });

  describe('served beside the site', () => {
    const asked: { path: string; headers: Record<string, unknown> }[] = [];
    const site: Server = createServer((request, response) => {
      asked.push({ path: request.url ?? '', headers: request.headers });
      if (request.url === '/stocks/1') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'content-length': String(Buffer.byteLength(PAGE)),
        });
        response.end(PAGE);
      } else {
        response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=60' });
        response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      }
    });
    const floors: { stop: () => void }[] = [];
    afterAll(() => {
      floors.forEach((floor) => floor.stop());
      site.close();
    });

    it('answers the page as the site serves it to the bench’s browser, without its modules, and the rest from the site', async () => {
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const address = site.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const floor = await startStaticFloors(
        `http://127.0.0.1:${address.port}/`,
        ['/stocks/1'],
        address.port + 1,
        { 'accept-language': 'ru-RU', 'user-agent': 'a phone' },
      );
      floors.push(floor);
      expect(asked[0]).toMatchObject({
        path: '/stocks/1',
        headers: { 'accept-language': 'ru-RU', 'user-agent': 'a phone' },
      });

      const page = await fetch(new URL('/stocks/1', floor.url));
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toBe(withoutModuleScripts(PAGE));

      const picture = await fetch(new URL('/images/stocks/pasta.svg', floor.url));
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(picture.headers.get('cache-control')).toBe('max-age=60');
      expect(asked.at(-1)?.path).toBe('/images/stocks/pasta.svg');
    });
  });
});

describe('the stack floors', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floors-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** Every script of a floor's build, as one text. */
  const scriptsOf = (name: string) =>
    readdirSync(join(outDir, name, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, name, 'assets', file), 'utf8'))
      .join('\n');

  it('build the web stack alone, and the Telegram stack with the SDK and telegram-ui, each under its own path', async () => {
    await buildStackFloors(outDir);
    for (const name of [STACK_FLOOR, TELEGRAM_STACK_FLOOR])
      expect(readFileSync(join(outDir, name, 'index.html'), 'utf8')).toMatch(
        new RegExp(`<script type="module" crossorigin src="/${name}/assets/[^"]+\\.js">`),
      );
    // The SDK's bridge and telegram-ui's root, by names their builds keep.
    expect(scriptsOf(TELEGRAM_STACK_FLOOR)).toContain('TelegramWebviewProxy');
    expect(scriptsOf(TELEGRAM_STACK_FLOOR)).toContain('tgui');
    expect(
      readdirSync(join(outDir, TELEGRAM_STACK_FLOOR, 'assets')).some((file) =>
        file.endsWith('.css'),
      ),
    ).toBe(true);
    expect(scriptsOf(STACK_FLOOR)).not.toContain('TelegramWebviewProxy');
    expect(scriptsOf(STACK_FLOOR)).not.toContain('tgui');
  }, 60_000);
});
