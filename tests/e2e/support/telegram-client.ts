import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { e2eLaunchOptions } from '../../../scripts/browser.mjs';
import { signedContact, telegramLaunchHash, THEMES } from '../../../scripts/telegram-launch.mjs';
import { readableTheme, type ThemeColors } from '../../../src/shared/telegram/readable-theme';
import { newTelegramId } from './unique';
import { keepScreenshot, SCREENSHOTS_TAKEN } from './screenshots';

/**
 * The harness page stands in for a public site (Telegram's web client) that embeds the app served
 * on 127.0.0.1; Chromium's local-network protection would block that frame, so the Telegram
 * specs run with it off (`test.use({ launchOptions: telegramLaunchOptions })`).
 */
export const telegramLaunchOptions = {
  ...e2eLaunchOptions(),
  args: [
    ...e2eLaunchOptions().args,
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
  ],
};

/**
 * Where Telegram's web client lives; the SDK posts its events to this origin only. The e2e server
 * plays it (scripts/e2e-server.mjs) for the launch its `launch` parameter describes.
 */
const CLIENT_URL = 'https://web.telegram.org/k/';

export interface TelegramEvent {
  readonly eventType: string;
  readonly eventData?: Record<string, unknown>;
}

interface LaunchOptions {
  /** Path and query inside the app, e.g. `/en` or `/?regionId=1&…`. */
  readonly path?: string;
  /** One of the real clients' palettes in `THEMES`. */
  readonly theme?: keyof typeof THEMES;
  readonly userId?: number;
  /**
   * The language the user set in Telegram, which a first launch follows; by default the one of
   * `path`, as for a user whose Telegram speaks the language of the address they open.
   */
  readonly languageCode?: string;
  readonly startParam?: string;
  /** Changes the signed init data after signing, as a forger would. */
  readonly tamper?: boolean;
  /** Plays clients that answer the app's requests (theme, viewport, safe areas) late or never. */
  readonly answers?: 'at-once' | 'never' | { readonly afterMs: number };
  readonly platform?: string;
  readonly version?: string;
  /** Clients before Bot API 8.0 send init data without a `signature` field. */
  readonly signature?: boolean;
  /** When the client signed its launch data (a mini-app left open, reused launch data). */
  readonly authDate?: Date;
  /**
   * What the user does when the app asks for their number: shares it (the default, the harness's
   * Uzbek number or the one given), declines, or the contact comes back altered by a forger.
   */
  readonly contact?: 'share' | 'decline' | 'tampered' | { readonly phone: string };
  /**
   * How long after the user shared their number Telegram's servers hand the contact to the client
   * (`getRequestedContact` answers nothing meanwhile, as a real client's does): 0, at once.
   */
  readonly contactArrivesAfterMs?: number;
  /**
   * What the user does when the app asks for their location through Telegram's location manager:
   * allows it (the default; the harness's user stands in Chilanzar), declines at the prompt, or
   * had declined before (the client answers without asking).
   */
  readonly location?: 'allow' | 'decline' | 'declined-before';
  /** What the user answers when asked to let the chain's bot write to them. */
  readonly writeAccess?: 'allow' | 'refuse';
  /** What Telegram's cloud storage holds for this user and bot (their other devices wrote it). */
  readonly cloud?: Readonly<Record<string, string>>;
}

/** How Telegram's payment form closes (`invoice_closed`). */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/** The number the harness's Telegram user has. */
const TELEGRAM_PHONE = '998901234567';

/** Opens the app the way Telegram's web client would; returns the app's frame. */
export const openInTelegram = async (page: Page, baseURL: string, options: LaunchOptions = {}) => {
  const {
    path = '/en',
    theme = 'light',
    startParam,
    tamper = false,
    answers = 'at-once',
    contact = 'share',
    contactArrivesAfterMs = 0,
    location = 'allow',
    writeAccess = 'allow',
    cloud = {},
  } = options;
  // Each test its own Telegram user, so baskets on the shared backend never meet.
  const userId = options.userId ?? newTelegramId();
  let hash = telegramLaunchHash({
    theme,
    userId,
    languageCode: options.languageCode ?? /^\/(en|uz)(\/|\?|$)/.exec(path)?.[1] ?? 'ru',
    startParam,
    platform: options.platform,
    version: options.version,
    signature: options.signature,
    authDate: options.authDate,
  });
  if (tamper) hash = hash.replace('Aziz', 'Mallory');
  const origin = new URL(baseURL).origin;
  const phone = typeof contact === 'object' ? contact.phone : TELEGRAM_PHONE;
  const sharedContact =
    contact === 'decline'
      ? null
      : contact === 'tampered'
        ? signedContact({ userId, phone }).replace(phone, '998909999999')
        : signedContact({ userId, phone });
  const launch = {
    appUrl: `${origin}${path}${hash}`,
    answers: {
      theme: THEMES[theme],
      answerDelayMs: answers === 'at-once' ? 0 : answers === 'never' ? null : answers.afterMs,
      contact: sharedContact,
      contactArrivesAfterMs,
      location,
      writeAccess,
      cloud,
    },
  };
  keepBasketAnswers(page, userId);
  await page.goto(`${CLIENT_URL}?${new URLSearchParams({ launch: JSON.stringify(launch) })}`);
  return page.frameLocator('#app');
};

/**
 * The messenger basket as the server answered it, kept with the test's result: a failed test's
 * summary (scripts/test-summary.mjs) shows what the app's cart was merged with.
 */
const keepBasketAnswers = (page: Page, userId: number) => {
  const info = test.info();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/tg_basket') return;
    const call = `${response.request().method()} /api/tg_basket → ${response.status()}`;
    response
      .text()
      .then((body) =>
        info.attach(`Telegram user ${userId}: ${call}`, { body, contentType: 'text/plain' }),
      )
      // The page closed before the body arrived, or the test had ended: nothing to keep.
      .catch(() => undefined);
  });
};

/** What Telegram's cloud storage holds for the harness's user now. */
/** Every messenger basket the app writes from now on (`PUT /api/tg_basket`), body by body. */
export const recordTelegramBaskets = (page: Page) => {
  const baskets: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/tg_basket')
      baskets.push(request.postDataJSON());
  });
  return baskets;
};

export const telegramCloud = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cloud: Record<string, string> }).__cloud);

/**
 * Closes the payment form the app opened, as the user's payment ended: paid, cancelled, failed or
 * pending; returns the invoice's slug.
 */
export const closeInvoice = async (page: Page, status: InvoiceStatus) => {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __openInvoice: string | null }).__openInvoice),
    )
    .not.toBeNull();
  return page.evaluate((closed) => {
    const client = window as unknown as {
      __openInvoice: string | null;
      __send: (type: string, data: unknown) => void;
    };
    const slug = client.__openInvoice;
    client.__openInvoice = null;
    client.__send('invoice_closed', { slug, status: closed });
    return slug;
  }, status);
};

export const telegramEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: TelegramEvent[] }).__events);

/** The client side of a tap on Telegram's own buttons. */
export const pressTelegramButton = (
  page: Page,
  button:
    | 'main_button_pressed'
    | 'back_button_pressed'
    | 'secondary_button_pressed'
    | 'settings_button_pressed',
) =>
  page.evaluate((eventType) => {
    (window as unknown as { __send: (type: string) => void }).__send(eventType);
  }, button);

/** A client palette as the app draws it: made readable (src/shared/telegram/readable-theme.ts). */
export const readablePalette = (theme: keyof typeof THEMES) =>
  readableTheme(THEMES[theme] as ThemeColors);

/**
 * The user switches the client's theme (night mode, say) with the app open: the client sends the
 * new palette, and the app wears it once its background is the palette's, made readable.
 */
export const switchTelegramTheme = async (
  page: Page,
  app: FrameLocator,
  theme: keyof typeof THEMES,
) => {
  await page.evaluate((params) => {
    (window as unknown as { __send: (type: string, data: unknown) => void }).__send(
      'theme_changed',
      { theme_params: params },
    );
  }, THEMES[theme]);
  await expect
    .poll(() =>
      app
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--tg-theme-bg-color')),
    )
    .toBe(readablePalette(theme).bg_color);
};

/**
 * Looks at the app in the client's light theme, then in its dark one, switched live as the user's
 * night mode does (the app wears a switched theme as it wears a launch in it: its colours,
 * telegram-ui's appearance and the bottom buttons), and leaves it in light again.
 */
export const inLightAndDark = async (
  page: Page,
  app: FrameLocator,
  look: (theme: 'light' | 'dark') => Promise<unknown>,
) => {
  await look('light');
  await switchTelegramTheme(page, app, 'dark');
  await look('dark');
  await switchTelegramTheme(page, app, 'light');
};

/** Pictures of the page in the light and the dark theme (`keepScreenshot`), when the run takes them. */
export const keepInLightAndDark = async (
  page: Page,
  app: FrameLocator,
  name: (theme: 'light' | 'dark') => string,
) => {
  if (SCREENSHOTS_TAKEN)
    await inLightAndDark(page, app, (theme) => keepScreenshot(page, name(theme)));
};

/** The last state the app gave a control (main button, back button…). */
/** What has the focus inside the app's frame: a tag and a name, or `body`. */
export const focusedInApp = (app: FrameLocator) =>
  app.locator('body').evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}`;
  });

export const lastEvent = async (page: Page, eventType: string) =>
  (await telegramEvents(page)).filter((event) => event.eventType === eventType).at(-1)?.eventData;

/** Telegram's MainButton as the app last set it up. */
const mainButton = (page: Page) => lastEvent(page, 'web_app_setup_main_button');

/** Taps Telegram's MainButton once it reads `text` (the app's whole label, or its start). */
export const pressMainButton = async (page: Page, text: RegExp | string) => {
  await expect
    .poll(() => mainButton(page))
    .toMatchObject({
      is_visible: true,
      is_active: true,
      text: typeof text === 'string' ? text : expect.stringMatching(text),
    });
  await pressTelegramButton(page, 'main_button_pressed');
};

/**
 * The cart as a Telegram user sees it: the menu's MainButton names how many dishes are in it, and
 * is hidden while it is empty.
 */
export const expectTelegramCart = async (page: Page, count: number) => {
  if (count === 0)
    await expect.poll(async () => (await mainButton(page))?.is_visible ?? false).toBe(false);
  else
    await expect
      .poll(() => mainButton(page))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(new RegExp(`^View cart · ${count}( ·|$)`)),
      });
};

/** How many dishes the app keeps in its cart (docs/product.md §4 `cart`), on a screen without the cart's button. */
export const storedCartCount = (app: FrameLocator) =>
  app
    .locator('body')
    .evaluate(() =>
      (JSON.parse(localStorage.getItem('cart') ?? '[]') as { amount: number }[]).reduce(
        (sum, line) => sum + line.amount,
        0,
      ),
    );

/** Opens a dish on the menu inside the app's frame and adds it with Telegram's MainButton. */
export const addDishInTelegram = async (page: Page, app: FrameLocator, dish: string) => {
  await app.getByRole('button', { name: dish, exact: true }).click();
  await expect(app.getByRole('dialog', { name: dish })).toBeVisible();
  await pressMainButton(page, /^Add to cart · /);
  await expect(app.getByRole('dialog', { name: dish })).toBeHidden();
};

/** Opens the cart from the menu with Telegram's MainButton. */
export const openCartInTelegram = async (page: Page, app: FrameLocator | Page) => {
  await pressMainButton(page, /^View cart · /);
  await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();
};

/**
 * From the menu to checkout the way a Telegram user goes: a Margherita in the cart, the cart
 * opened, and Telegram's MainButton pressed once it offers checkout.
 */
export const checkoutInTelegram = async (page: Page, app: FrameLocator) => {
  await addDishInTelegram(page, app, 'Margherita');
  await openCartInTelegram(page, app);
  await pressMainButton(page, 'Go to checkout');
  await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
};
