import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';

// A customer journey: with the motion most customers see (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const withLocation = async (page: Page, location = CHILANZAR_PICKUP, delivery = 200) => {
  await page.addInitScript(
    ([saved, type]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(saved));
      localStorage.setItem('delivery', String(type));
    },
    [location, delivery] as const,
  );
};

test('the menu comes through the main client: one token, the language code, a checked answer', async ({
  page,
}) => {
  const calls: { path: string; language: string | null; authorization: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      calls.push({
        path: url.pathname,
        language: url.searchParams.get('Language'),
        authorization: request.headers().authorization ?? null,
      });
    }
  });
  await withLocation(page);
  await page.goto('/uz');
  await expect(page.getByRole('heading', { level: 2, name: 'Pitsa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pepperoni' })).toBeVisible();
  const shop = calls.find(({ path }) => path === '/api/shop');
  expect(shop?.language).toBe('1');
  expect(shop?.authorization).toMatch(/^Bearer ey/);
  expect(calls.filter(({ path }) => path === '/api/token')).toHaveLength(1);
});

const FLOW = [
  {
    prefix: '/ru',
    width: 375,
    home: '/',
    pickup: 'Самовывоз',
    restaurants: 'Рестораны',
    restaurant: /Чиланзар/,
    pizza: 'Пепперони',
    extra: 'Больше: Двойная моцарелла',
    add: /В корзину/,
    cart: /Открыть корзину/,
    total: /81\s000\sсум/,
  },
  {
    prefix: '/en',
    width: 1280,
    home: '/en',
    pickup: 'Pickup',
    restaurants: 'Restaurants',
    restaurant: /Chilanzar/,
    pizza: 'Pepperoni',
    extra: 'More: Extra mozzarella',
    add: /Add to cart/,
    cart: /Open cart/,
    total: /81\s000\sUZS/,
  },
];

// Russian runs on a phone-sized screen, English on a desktop one; Uzbek's journey, from /uz to the
// tracker, is addresses.spec.ts's.
for (const step of FLOW) {
  test(`${step.prefix} at ${step.width} px: from an empty browser to a filled cart that survives a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: step.width, height: 800 });
    await page.goto(step.home);
    await page.getByRole('button', { name: step.pickup }).click();
    await page
      .getByRole('list', { name: step.restaurants })
      .getByRole('button', { name: step.restaurant })
      .click();
    await page.getByRole('button', { name: step.pizza, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: step.pizza });
    await dialog.getByRole('button', { name: step.extra }).click();
    await dialog.getByRole('button', { name: step.add }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: step.cart })).toContainText('1');

    await page.reload();
    await expect(page.getByRole('button', { name: step.cart })).toContainText('1');
    await page.getByRole('button', { name: step.cart }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(step.total);
  });
}

test('#folderId scrolls to that folder', async ({ page }) => {
  await withLocation(page);
  await page.goto('/en#6');
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeInViewport();
  await expect(
    page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: 'Desserts' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('the current folder in the folder bar follows scrolling', async ({ page }) => {
  await withLocation(page);
  await page.goto('/en');
  const bar = page.getByRole('navigation', { name: 'Menu sections' });
  await expect(bar.getByRole('link', { name: 'Pizza' })).toHaveAttribute('aria-current', 'true');
  await expect(bar.getByRole('link', { name: 'Desserts' })).not.toHaveAttribute('aria-current');

  await page
    .getByRole('heading', { level: 2, name: 'Desserts' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(bar.getByRole('link', { name: 'Desserts' })).toHaveAttribute('aria-current', 'true');
  await expect(bar.getByRole('link', { name: 'Pizza' })).not.toHaveAttribute('aria-current');
  await expect(page).toHaveURL(/\/en$/);
});

test('a fresh browser without a location asks for no menu on /', async ({ page }) => {
  const shopRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop') shopRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByText('Выберите адрес доставки или ресторан')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Самовывоз' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(shopRequests).toEqual([]);
});

test('?tag= filters the products and the chip removes the filter', async ({ page }) => {
  await withLocation(page);
  await page.goto('/en?tag=spicy');
  await expect(page.getByText('Tag: spicy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pepperoni', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove “Tag: spicy”' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
});

test.describe('delivery on the map double', () => {
  test('a point inside a zone gets its address; removing it brings the prompt back', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Delivery' }).click();
    const map = page.getByRole('application', { name: 'Map double' });
    await map.click(); // the centre of Tashkent
    // The point is named by reverse geocoding; nothing is saved before the customer confirms.
    const confirmation = page.getByRole('form', { name: 'Check the delivery address' });
    await expect(confirmation.getByRole('textbox', { name: 'House number' })).toHaveValue(/^\d+$/);
    await confirmation.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.getByText(/Delivery to/)).toBeVisible();
    await expect(page.locator('.location-summary strong')).toHaveText(/, \d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();

    await page.getByRole('button', { name: 'Change' }).click();
    const address = (await page.locator('.location-summary strong').textContent()) ?? '';
    await page.getByRole('button', { name: `Remove “${address}”` }).click();
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
  });

  test('a point outside every zone is refused with a clear message', async ({ page }) => {
    await page.goto('/en');
    const map = page.getByRole('application', { name: 'Map double' });
    // The double mounts once the maps script loaded; measure it only then.
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    // Near the bottom-right corner: south-east of every zone.
    await map.click({ position: { x: (box?.width ?? 0) - 20, y: (box?.height ?? 0) - 20 } });
    await expect(page.getByRole('alert')).toContainText('We do not deliver here yet');
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
  });

  test('a typed address is found, checked and saved; an unknown one is reported', async ({
    page,
  }) => {
    await page.goto('/en');
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Street and house' }).fill('nowhere at all');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find that address');
    await search.getByRole('combobox', { name: 'Street and house' }).fill('2 Navoi Street');
    await search.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page.locator('.location-summary strong')).toHaveText('Navoi Street, 2');
  });

  test('a failed maps script falls back to the list and location options', async ({
    page,
    context,
  }) => {
    await context.route('https://api-maps.yandex.ru/**', (route) => route.abort());
    await page.goto('/en');
    await expect(
      page.getByText(
        'The map is unavailable: search for the street and house or use your location.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await page.getByRole('button', { name: 'Pickup' }).click();
    await expect(
      page.getByText('The map is unavailable: choose a restaurant from the list.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
  });
});

test('a broken menu answer shows the catalogue toast, not a blank screen', async ({ page }) => {
  await withLocation(page);
  await page.route('**/api/shop?**', (route) => route.fulfill({ json: { folders: 'broken' } }));
  await page.goto('/en');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Could not load data',
  );
  await expect(page.getByText('Could not load the menu.')).toBeVisible();
});

test('product names are text, never markup', async ({ page }) => {
  await withLocation(page);
  await page.route('**/api/shop?**', async (route) => {
    const response = await route.fetch();
    const menu = (await response.json()) as { products: { name: string }[] };
    menu.products[0] = { ...menu.products[0], name: '<img src=x onerror="window.__xss=1">Evil' };
    await route.fulfill({ response, json: menu });
  });
  await page.goto('/en');
  await expect(page.getByText('<img src=x onerror="window.__xss=1">Evil')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});
