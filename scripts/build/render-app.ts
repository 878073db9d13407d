import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type { FirstVisits } from '@pizza-order-app/contract/config/shell-path';
import { messageParts } from './message-parts-plugin';

// What the app's modules and libraries reach for while they load and render.
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'MutationObserver',
] as const;

/** Runs `task` with a first-time visitor's empty browser as the global scope, then removes it. */
const inFreshBrowser = async <T>(task: () => Promise<T>): Promise<T> => {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const saved = BROWSER_GLOBALS.map(
    (key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const,
  );
  for (const key of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, key, {
      value: dom.window[key],
      configurable: true,
      writable: true,
    });
  }
  try {
    return await task();
  } finally {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else Reflect.deleteProperty(globalThis, key);
    }
    dom.window.close();
  }
};

/**
 * Renders every route in every language from the sources, as the browser of a first-time
 * visitor does: src/app/prerender.tsx loaded through Vite's SSR module loader.
 */
export const renderApp = (mode: string) =>
  inFreshBrowser(async () => {
    const server = await createServer({
      configFile: false,
      mode,
      logLevel: 'error',
      plugins: [react(), messageParts()],
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const entry = await server.ssrLoadModule('/src/app/prerender.tsx');
      return await (entry.renderFirstVisits as () => Promise<FirstVisits>)();
    } finally {
      await server.close();
    }
  });
