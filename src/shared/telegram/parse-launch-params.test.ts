// @vitest-environment jsdom
import { retrieveLaunchParams } from '@telegram-apps/sdk-react';
import { describe, expect, it } from 'vitest';
import { LAUNCH_QUERY_STORAGE_KEY } from './launch';
import { currentLaunchQuery, keepLaunchForSdk, parseLaunchQuery } from './parse-launch-params';

const initData = ({ signature }: { signature: boolean }) =>
  new URLSearchParams({
    user: JSON.stringify({ id: 42, first_name: 'Aziz' }),
    auth_date: '1700000000',
    start_param: 'p_r1',
    ...(signature ? { signature: 'c2lnbmF0dXJl' } : {}),
    hash: 'ab'.repeat(32),
  }).toString();

const launchQuery = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const VERSIONS = ['6.0', '6.9', '7.0', '7.10', '8.0', '9.1'];
const PLATFORMS = ['android', 'ios', 'tdesktop', 'macos', 'weba', 'webk'];

describe('parseLaunchQuery', () => {
  for (const version of VERSIONS) {
    for (const platform of PLATFORMS) {
      for (const signature of [true, false]) {
        it(`reads ${platform} ${version} ${signature ? 'with' : 'without'} a signature`, () => {
          const data = initData({ signature });
          const launch = parseLaunchQuery(
            launchQuery({
              tgWebAppData: data,
              tgWebAppVersion: version,
              tgWebAppPlatform: platform,
              tgWebAppThemeParams: JSON.stringify({ bg_color: '#212121', text_color: '#fff' }),
            }),
          );
          expect(launch).toEqual({
            // Exactly as sent: the edge checks the hash over these bytes.
            initDataRaw: data,
            startParam: 'p_r1',
            platform,
            version,
            themeParams: { bg_color: '#212121', text_color: '#ffffff' },
          });
        });
      }
    }
  }

  it.each([
    ['no theme at all', {}, {}],
    ['a theme that is not JSON', { tgWebAppThemeParams: '{bg_color' }, {}],
    ['a theme that is a list', { tgWebAppThemeParams: '["#fff"]' }, {}],
    [
      'a partial theme with a bad colour and a numeric one',
      { tgWebAppThemeParams: JSON.stringify({ bg_color: 'rgb(1,2,3)', text_color: 16777215 }) },
      { text_color: '#ffffff' },
    ],
  ])('keeps going with %s', (_, fields, themeParams) => {
    const launch = parseLaunchQuery(
      launchQuery({ tgWebAppVersion: '7.0', tgWebAppPlatform: 'android', ...fields }),
    );
    expect(launch.themeParams).toEqual(themeParams);
  });

  it('takes an unknown platform as it is and a missing or odd version as the oldest', () => {
    expect(parseLaunchQuery(launchQuery({ tgWebAppPlatform: 'unigram' }))).toMatchObject({
      platform: 'unigram',
      version: '6.0',
    });
    expect(parseLaunchQuery(launchQuery({ tgWebAppVersion: 'latest' })).version).toBe('6.0');
    expect(parseLaunchQuery('').platform).toBe('unknown');
  });

  it('has no init data and no start parameter when the client sent none', () => {
    expect(parseLaunchQuery(launchQuery({ tgWebAppVersion: '7.0' }))).toMatchObject({
      initDataRaw: null,
      startParam: null,
    });
    expect(
      parseLaunchQuery(launchQuery({ tgWebAppStartParam: 'd_r2', tgWebAppVersion: '7.0' }))
        .startParam,
    ).toBe('d_r2');
  });
});

describe('currentLaunchQuery', () => {
  it('reads the address and keeps it for a reload, then reads what was kept', () => {
    sessionStorage.clear();
    const query = launchQuery({
      tgWebAppData: initData({ signature: false }),
      tgWebAppVersion: '7.0',
    });
    expect(currentLaunchQuery(`https://pizza.example/en#${query}`, sessionStorage)).toBe(query);
    expect(JSON.parse(sessionStorage.getItem(LAUNCH_QUERY_STORAGE_KEY) ?? '')).toBe(query);
    expect(currentLaunchQuery('https://pizza.example/en/order', sessionStorage)).toBe(query);
  });

  it('is null for a page that was never launched, and for a kept value that is not a query', () => {
    sessionStorage.clear();
    expect(currentLaunchQuery('https://pizza.example/?tgId=5', sessionStorage)).toBeNull();
    sessionStorage.setItem(LAUNCH_QUERY_STORAGE_KEY, '{"not":"a query"}');
    expect(currentLaunchQuery('https://pizza.example/', sessionStorage)).toBeNull();
    sessionStorage.setItem(LAUNCH_QUERY_STORAGE_KEY, '{broken');
    expect(currentLaunchQuery('https://pizza.example/', sessionStorage)).toBeNull();
  });
});

describe('keepLaunchForSdk', () => {
  it('leaves the SDK launch parameters its strict parser accepts, for a client it would refuse', () => {
    sessionStorage.clear();
    const refused = launchQuery({
      tgWebAppData: initData({ signature: false }),
      tgWebAppVersion: '7.0',
      tgWebAppPlatform: 'android',
    });
    keepLaunchForSdk(parseLaunchQuery(refused), sessionStorage);
    expect(retrieveLaunchParams()).toMatchObject({
      tgWebAppPlatform: 'android',
      tgWebAppVersion: '7.0',
      tgWebAppStartParam: 'p_r1',
    });
  });
});
