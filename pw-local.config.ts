import base from './playwright.config';
export default {
  ...base,
  webServer: { ...base.webServer, command: 'node scripts/serve.mjs', timeout: 300_000 },
};
