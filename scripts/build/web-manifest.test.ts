import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestPath } from '@pizza-order-app/contract/i18n/language-path';
import { webManifest, webManifests } from './web-manifest';

const messagesOf = (language: string) =>
  JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Parameters<typeof webManifest>[1];

describe('the web app manifests', () => {
  it('install each language as its own app, started and scoped at its home page', () => {
    expect(webManifests(messagesOf).map(([file]) => file)).toEqual([
      'manifest.webmanifest',
      'en/manifest.webmanifest',
      'uz/manifest.webmanifest',
    ]);
    expect(manifestPath('ru')).toBe('/manifest.webmanifest');
    const en = webManifest('en', messagesOf('en'));
    expect(en).toMatchObject({
      name: 'Tashkent Pizza',
      short_name: 'Pizza',
      lang: 'en-US',
      start_url: '/en',
      scope: '/en',
      display: 'standalone',
      theme_color: '#d62828',
      background_color: '#ffffff',
    });
    expect(webManifest('ru', messagesOf('ru'))).toMatchObject({
      name: 'Ташкент Пицца',
      start_url: '/',
      scope: '/',
    });
    // What the build writes for Uzbek, as a browser installing from /uz reads it.
    const written = new Map(webManifests(messagesOf));
    expect(JSON.parse(written.get('uz/manifest.webmanifest') ?? '')).toMatchObject({
      name: 'Toshkent Pitsa',
      lang: 'uz-UZ',
      start_url: '/uz',
      scope: '/uz',
      display: 'standalone',
      theme_color: '#d62828',
      background_color: '#ffffff',
    });
  });

  it('name icons of 192 and 512 px and a maskable one, all in public/', () => {
    const { icons } = webManifest('ru', messagesOf('ru'));
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const { src } of icons)
      expect(readFileSync(`public${src}`).subarray(1, 4).toString()).toBe('PNG');
    // Every language's app has the same icons.
    for (const [, json] of webManifests(messagesOf))
      expect((JSON.parse(json) as { icons: unknown }).icons).toEqual(icons);
  });
});
