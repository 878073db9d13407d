/** Where the build writes the service worker (vite.config.ts, from src/sw.ts). */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the site's service worker, which keeps the app, the last menu and the pictures for a
 * reload without a connection. Web visitors only: the app does not call it inside Telegram, and a
 * browser or webview without service workers simply goes without.
 */
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Its scope is the folder it is served from: the whole site.
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(console.warn);
};
