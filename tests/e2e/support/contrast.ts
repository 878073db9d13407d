import axe from 'axe-core';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { contrastRatio } from '../../../src/shared/telegram/readable-theme';
import { expect } from '../fixtures';
import { trackerPath, type PlacedOrder } from './orders-api';

type Scope = Page | FrameLocator;

type ContrastResults = Pick<axe.AxeResults, 'passes' | 'violations'>;

/**
 * axe's colour-contrast rule in one frame, on that frame's document: a colour is read in the
 * frame that draws it. axe.run in the frame itself, as @axe-core/playwright's legacy mode does
 * for a page without frames; its frame-crossing mode (the only one that reaches the Telegram
 * double's app, on another origin) opens a blank page to merge every analysis and took twice as
 * long. Null for a frame it could not reach that moment (one that navigates).
 */
const contrastInFrame = async (frame: Frame): Promise<ContrastResults | null> => {
  try {
    // axe's half a megabyte of source is evaluated once a document, not once a check.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    return await frame.evaluate(async () => {
      const { passes, violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        document,
        { runOnly: ['color-contrast'], iframes: false },
      );
      return { passes, violations };
    });
  } catch {
    return null;
  }
};

/**
 * axe's colour-contrast rule (WCAG AA) on what is on screen in every frame, the Telegram
 * double's app included; its findings by target. Fails when axe checked no text at all, so a
 * blank screen never passes; a read that reached not every frame (as seen inside the Telegram
 * double on busy cores) is read again until the guard's time runs out.
 */
export const contrastViolations = async (page: Page) => {
  const analyze = () => Promise.all(page.frames().map(contrastInFrame));
  const checked = (frames: readonly (ContrastResults | null)[]) =>
    frames.every((frame) => frame !== null)
      ? frames.flatMap((frame) => frame?.passes ?? []).flatMap(({ nodes }) => nodes).length
      : 0;
  let results = await analyze();
  await expect
    .poll(
      async () => {
        if (checked(results) === 0) results = await analyze();
        return checked(results);
      },
      { message: 'text checked' },
    )
    .toBeGreaterThan(0);
  return results
    .flatMap((frame) => frame?.violations ?? [])
    .flatMap(({ nodes }) =>
      nodes.map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary ?? ''}`),
    );
};

/** A screen has drawn what it reads: its heading, no placeholder, nothing busy. */
export const settled = async (scope: Scope) => {
  await expect(scope.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(scope.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
};

/**
 * Moves the app already on screen to `path` as its own links do (the router follows the history),
 * and waits until the new screen has settled. A route's colours are the same however it is
 * reached, and a load is most of a screen's time in a tour of screens.
 */
export const moveInApp = async (scope: Scope, path: string) => {
  const before = await scope.getByRole('heading', { level: 1 }).textContent();
  await scope.locator('html').evaluate((_, to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(scope.getByRole('heading', { level: 1 })).not.toHaveText(before ?? '');
  await settled(scope);
};

type RouteScreen = {
  readonly name: string;
  readonly path: string | ((order: PlacedOrder) => string);
};

/**
 * Every route of the router (`packages/contract/src/config/routes.ts`) and the 404 page, for a returning
 * visitor with pickup chosen, a filled cart and one order: the menu in each language, then one
 * screen of each route in English; each named for the report and its screenshot.
 */
const ROUTE_SCREENS: readonly RouteScreen[] = [
  { name: 'menu-ru', path: '/' },
  { name: 'menu', path: '/en' },
  { name: 'menu-uz', path: '/uz' },
  { name: 'checkout', path: '/en/order' },
  { name: 'tracker', path: (order) => `/en${trackerPath(order)}` },
  { name: 'profile', path: '/en/profile' },
  { name: 'news', path: '/en/news' },
  { name: 'news-item', path: '/en/news/1' },
  { name: 'promotions', path: '/en/stocks' },
  { name: 'promotion', path: '/en/stocks/2' },
  { name: 'contacts', path: '/en/contacts' },
  { name: 'vacancies', path: '/en/vacancies' },
  { name: 'vacancy-form', path: '/en/vacancies/form' },
  { name: 'delivery-map', path: '/en/delivery-map' },
  { name: 'not-found', path: '/en/no-such-page' },
];

/** The names of `routeScreens`, known before any order is placed. */
export const routeScreenNames = ROUTE_SCREENS.map(({ name }) => name);

/** `ROUTE_SCREENS` with the tracker's path of `order`. */
export const routeScreens = (order: PlacedOrder) =>
  ROUTE_SCREENS.map(({ name, path }) => ({
    name,
    path: typeof path === 'string' ? path : path(order),
  }));

/** Opens something on a screen; `check` runs the contrast check on it, named for the report. */
type OpenStates = (
  scope: Scope,
  check: (state: string) => Promise<void>,
  /** Opens the cart as the customer does there: the site's cart button, Telegram's MainButton. */
  openCart: () => Promise<void>,
) => Promise<void>;

/**
 * What opens over the English menu: a product, the cart, the change of place with its pickup
 * list, its map and search, and the confirmation of a found address.
 */
export const menuOpenStates: OpenStates = async (scope, check, openCart) => {
  await scope.getByRole('button', { name: 'Margherita', exact: true }).click();
  await expect(scope.getByRole('dialog', { name: 'Margherita' })).toBeVisible();
  await check('product-dialog');
  await scope.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await openCart();
  await expect(scope.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  await check('cart-sheet');
  await scope.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await scope.getByRole('button', { name: 'Change' }).click();
  const picker = scope.getByRole('dialog', { name: 'Where will you pick up your order?' });
  await expect(picker.getByRole('button', { name: /Chilanzar/ }).first()).toBeVisible();
  await check('location-picker-pickup');
  // Choosing delivery drops a pickup place, so the picker may stay in its dialog or be the page's.
  await picker.getByRole('button', { name: 'Delivery' }).click();
  await expect(scope.getByRole('application', { name: 'Map double' })).toBeVisible();
  await check('location-picker-delivery');
  const search = scope.getByRole('search');
  await search.getByRole('combobox', { name: 'Street and house' }).fill('Навои 15');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(scope.getByRole('form', { name: 'Check the delivery address' })).toBeVisible();
  await check('address-confirmation');
};

/** `rgb(r, g, b)` as `#rrggbb`. */
const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}` as const;

interface FieldColours {
  readonly name: string;
  readonly border: string;
  readonly inside: string;
  readonly around: string;
}

/**
 * What axe leaves out (WCAG 1.4.11): the border of every field on screen at 3:1 against the
 * field's own background and the one around it; the fields short of it, by their text.
 */
export const faintFieldBorders = async (scope: Scope) => {
  const fields = scope.locator('.field__input');
  expect(await fields.count(), 'fields on screen').toBeGreaterThan(0);
  const colours = await fields.evaluateAll((nodes: Element[]): FieldColours[] =>
    nodes.map((node) => {
      const background = (element: Element | null): string => {
        const colour = element ? getComputedStyle(element).backgroundColor : 'rgb(255, 255, 255)';
        return element && /^rgba\(.*, 0\)$|^transparent$/.test(colour)
          ? background(element.parentElement)
          : colour;
      };
      return {
        name: node.closest('.field, label')?.textContent?.slice(0, 40) ?? node.className,
        border: getComputedStyle(node).borderTopColor,
        inside: background(node),
        around: background(node.parentElement),
      };
    }),
  );
  return colours
    .map(({ name, border, inside, around }) => ({
      name,
      ratio: Math.min(
        contrastRatio(toHex(border), toHex(inside)),
        contrastRatio(toHex(border), toHex(around)),
      ),
    }))
    .filter(({ ratio }) => ratio < 3);
};
