import * as v from 'valibot';
import { LAUNCH_QUERY_STORAGE_KEY, SDK_LAUNCH_PARAMS_KEY } from './launch';

/**
 * Launch parameters as every supported client sends them, read leniently: clients before Bot API
 * 8.0 send no `signature`, some send no or a partial theme, new platforms appear. Nothing here is
 * trusted: the edge verifies the raw init data. The SDK's own parser throws on any of these, and a
 * client that throws here would silently run as a web visitor.
 */
export interface ClientLaunchParams {
  /** Raw init data for the edge to verify, exactly as the client sent it. */
  readonly initDataRaw: string | null;
  readonly startParam: string | null;
  readonly platform: string;
  readonly version: string;
  readonly themeParams: Readonly<Record<string, `#${string}`>>;
}

/** The oldest Bot API version with mini-apps: what an unknown version is taken for. */
const OLDEST_VERSION = '6.0';

const HEX_COLOR = /^#[\da-f]{6}$/i;
const SHORT_HEX_COLOR = /^#[\da-f]{3}$/i;

// Telegram names its colours in snake case (`bg_color`); a list's indices are no colour names.
const THEME_KEY = /^[a-z][a-z_]*$/;
const ThemeJson = v.record(v.string(), v.unknown());

/** `#abc`, `#aabbcc` or a 24-bit number become `#aabbcc`; anything else is left out. */
const toColor = (value: unknown): `#${string}` | null => {
  if (typeof value === 'number' && Number.isInteger(value))
    return `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;
  if (typeof value !== 'string') return null;
  const color = value.trim().toLowerCase();
  if (HEX_COLOR.test(color)) return color as `#${string}`;
  if (SHORT_HEX_COLOR.test(color))
    return `#${[...color.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
};

const parseTheme = (json: string | null): Record<string, `#${string}`> => {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const parsed = v.safeParse(ThemeJson, raw);
  if (!parsed.success) return {};
  const theme: Record<string, `#${string}`> = {};
  for (const [key, value] of Object.entries(parsed.output)) {
    const color = toColor(value);
    if (color && THEME_KEY.test(key)) theme[key] = color;
  }
  return theme;
};

/** Reads a launch query (`tgWebAppData=…&tgWebAppVersion=…&…`); never throws. */
export const parseLaunchQuery = (query: string): ClientLaunchParams => {
  const params = new URLSearchParams(query);
  const initDataRaw = params.get('tgWebAppData') || null;
  const version = params.get('tgWebAppVersion') ?? '';
  return {
    initDataRaw,
    startParam:
      new URLSearchParams(initDataRaw ?? '').get('start_param') ||
      params.get('tgWebAppStartParam') ||
      null,
    platform: params.get('tgWebAppPlatform') || 'unknown',
    version: /^\d{1,3}(\.\d{1,3}){0,2}$/.test(version) ? version : OLDEST_VERSION,
    themeParams: parseTheme(params.get('tgWebAppThemeParams')),
  };
};

const readStored = (storage: Storage, key: string) => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof stored === 'string' ? stored : null;
  } catch {
    return null;
  }
};

const store = (storage: Storage, key: string, query: string) => {
  try {
    storage.setItem(key, JSON.stringify(query));
  } catch {
    // Storage full or refused: this page still has its launch, a reload may not.
  }
};

/**
 * The launch query of this page: from its address when the client just opened it (kept for
 * reloads), else the one kept earlier in this tab (by us, or by an earlier build's SDK).
 */
export const currentLaunchQuery = (href: string, storage: Storage): string | null => {
  const fromAddress = href.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
  if (/(^|&)tgWebApp(Data|Platform|Version)=/.test(fromAddress)) {
    store(storage, LAUNCH_QUERY_STORAGE_KEY, fromAddress);
    return fromAddress;
  }
  return (
    readStored(storage, LAUNCH_QUERY_STORAGE_KEY) ?? readStored(storage, SDK_LAUNCH_PARAMS_KEY)
  );
};

/**
 * The SDK decides whether each control is available by parsing the launch parameters strictly,
 * and falls back to its stored copy when the address does not parse. Storing the lenient reading
 * there, in a form its parser accepts (without init data, which the SDK never needs: the edge
 * verifies the raw copy), keeps every control working for clients its parser would refuse.
 */
export const keepLaunchForSdk = (launch: ClientLaunchParams, storage: Storage) => {
  const query = new URLSearchParams({
    tgWebAppPlatform: launch.platform,
    tgWebAppVersion: launch.version,
    tgWebAppThemeParams: JSON.stringify(launch.themeParams),
    ...(launch.startParam ? { tgWebAppStartParam: launch.startParam } : {}),
  });
  store(storage, SDK_LAUNCH_PARAMS_KEY, query.toString());
};
