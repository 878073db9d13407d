import { createHash } from 'node:crypto';
import { FIRST_VISIT_SCRIPT, FIRST_VISIT_SCRIPT_SOURCE } from './first-visit';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile } from './headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('generated _headers', () => {
  it('allows only the site itself when nothing is configured', () => {
    const policy = contentSecurityPolicy({ apiUrls: [] });
    // The one inline script allowed is the prerendered pages' first-visit check, by its hash.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${FIRST_VISIT_SCRIPT_SOURCE}`);
    expect(FIRST_VISIT_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`,
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toMatch(/yandex|sentry|google/);
    expect(directive(policy, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://web.telegram.org https://*.web.telegram.org https://t.me https://*.t.me",
    );
  });

  it('adds the origins of what is configured, and only those', () => {
    const policy = contentSecurityPolicy({
      apiUrls: ['https://api.example.uz/v1', undefined, 'https://api.example.uz/hr'],
      yandexMapsApiKey: 'key',
      sentryDsn: 'https://abc@o1.ingest.sentry.io/2',
      yandexMetrikaId: '12345',
    });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' https://api-maps.yandex.ru https://yastatic.net https://mc.yandex.ru ${FIRST_VISIT_SCRIPT_SOURCE}`,
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.example.uz ');
    expect(directive(policy, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive(policy, 'connect-src').match(/api\.example\.uz/g)).toHaveLength(1);
    expect(policy).not.toContain('googletagmanager');
  });

  it('caches hashed assets for good and pages and the version file not at all', () => {
    const file = headersFile({ apiUrls: [] });
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/version.json\n  Cache-Control: no-store');
    for (const page of ['/', '/en', '/uz/news/*', '/vacancies/form', '/en/tracker/*']) {
      expect(file).toContain(`\n${page}\n  Cache-Control: no-cache`);
    }
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
  });

  it('takes back the Access-Control-Allow-Origin: * Pages adds to every page and file', () => {
    expect(headersFile({ apiUrls: [] })).toMatch(
      /^\/\*\n( {2}.+\n)* {2}! Access-Control-Allow-Origin\n/m,
    );
  });

  it('tells browsers to use HTTPS only, for a year, on every page and file', () => {
    // Inside the rule for /*: its indented header lines, up to the next path.
    expect(headersFile({ apiUrls: [] })).toMatch(
      /^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: max-age=31536000; includeSubDomains\n/m,
    );
  });
});
