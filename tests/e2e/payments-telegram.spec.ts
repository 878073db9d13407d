import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  checkoutInTelegram,
  closeInvoice,
  openInTelegram,
  pressMainButton,
  telegramEvents,
  telegramLaunchOptions,
} from './support/telegram-client';
import { botApiCalls, postUpdate } from './support/bot-api';
import { freshPhone, newTelegramId } from './support/unique';
import { runNow } from './support/run-clock';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

/** In Telegram at 375 px: checkout, "Pay in Telegram" chosen, placed; the invoice opens. */
const placeWithTelegram = async (
  page: Page,
  baseURL: string | undefined,
  theme: 'light' | 'dark',
) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The page's clock, so the tracker's waits and reads come when the test moves it on.
  await page.clock.install({ time: runNow() });
  const userId = newTelegramId();
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, theme, userId });
  await checkoutInTelegram(page, app);
  await app.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
  const payment = app.getByRole('group', { name: 'Payment' });
  await expect(payment.getByRole('button')).toHaveText([/^Cash/, /^Card/, /^Pay in Telegram/]);
  await payment.getByRole('button', { name: /^Pay in Telegram/ }).click();
  await keepScreenshot(page, `payments-telegram-checkout-${theme}`);
  await pressMainButton(page, /^Place and pay · /);
  await expect(app.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  const orderId = Number(
    /\d+/.exec((await app.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0],
  );
  // The tracker opened the order's invoice by itself, once.
  await expect
    .poll(async () =>
      (await telegramEvents(page)).filter(({ eventType }) => eventType === 'web_app_open_invoice'),
    )
    .toHaveLength(1);
  return { app, orderId, userId };
};

/** What Telegram posts to the bot's webhook as the customer pays: the query, then the payment. */
const payThroughTelegram = async (
  request: APIRequestContext,
  { orderId, userId }: { orderId: number; userId: number },
) => {
  const invoice = (await botApiCalls(request)).findLast(
    ({ method, body }) => method === 'createInvoiceLink' && body.payload === `order:${orderId}`,
  );
  expect(invoice, 'the invoice of the order').toBeDefined();
  const totalAmount = (invoice?.body.prices as { amount: number }[]).reduce(
    (sum, { amount }) => sum + amount,
    0,
  );
  const from = { id: userId, is_bot: false, first_name: 'Aziz', language_code: 'en' };
  const updateId = newTelegramId();
  const post = (update: Record<string, unknown>) => postUpdate(request, update);
  const queryId = `query-${updateId}`;
  expect(
    (
      await post({
        update_id: updateId,
        pre_checkout_query: {
          id: queryId,
          from,
          currency: 'UZS',
          total_amount: totalAmount,
          invoice_payload: `order:${orderId}`,
        },
      })
    ).status(),
  ).toBe(200);
  const answer = (await botApiCalls(request)).findLast(
    ({ method, body }) =>
      method === 'answerPreCheckoutQuery' && body.pre_checkout_query_id === queryId,
  );
  expect(answer?.body.ok).toBe(true);
  expect(
    (
      await post({
        update_id: updateId + 1,
        message: {
          message_id: updateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: userId, type: 'private' },
          from,
          successful_payment: {
            currency: 'UZS',
            total_amount: totalAmount,
            invoice_payload: `order:${orderId}`,
            telegram_payment_charge_id: `tg-${updateId}`,
            provider_payment_charge_id: `provider-${updateId}`,
          },
        },
      })
    ).status(),
  ).toBe(200);
};

const expectAwaiting = async (app: FrameLocator) => {
  await expect(app.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible();
  await expect(app.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
};

/** Paid, as the backend says: read again when the form closed, else by the tracker's polling. */
const expectPaid = async (app: FrameLocator) => {
  await expect(app.getByRole('region', { name: 'Order details' })).toContainText('Telegram: Paid');
  await expect(app.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
};

test('Telegram light 375: paid in Telegram’s form, the order is paid once the bot hears of it', async ({
  page,
  request,
  baseURL,
}) => {
  const placed = await placeWithTelegram(page, baseURL, 'light');
  await expectAwaiting(placed.app);
  await keepScreenshot(page, 'payments-telegram-awaiting-light');
  await payThroughTelegram(request, placed);
  await closeInvoice(page, 'paid');
  await expectPaid(placed.app);
  await keepScreenshot(page, 'payments-telegram-paid-light');
});

test('Telegram dark 375: cancelled, then failed, the order waits with "Pay"; pending, it waits for the confirmation; then paid', async ({
  page,
  request,
  baseURL,
}) => {
  const placed = await placeWithTelegram(page, baseURL, 'dark');
  const { app } = placed;
  await closeInvoice(page, 'cancelled');
  await expect(app.getByText(/^Payment cancelled\. The order awaits payment/)).toHaveCount(1);
  await expectAwaiting(app);
  await expect(app.getByText(/The order awaits payment until \d\d:\d\d/)).toBeVisible();
  await keepScreenshot(page, 'payments-telegram-cancelled-dark');

  await app.getByRole('button', { name: 'Pay', exact: true }).click();
  await closeInvoice(page, 'failed');
  await expect(app.getByText(/^The payment did not go through/)).toHaveCount(1);
  await expectAwaiting(app);

  await app.getByRole('button', { name: 'Pay', exact: true }).click();
  await closeInvoice(page, 'pending');
  await expect(app.getByText('Waiting for the payment to be confirmed.')).toBeVisible();
  await expect(app.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'payments-telegram-pending-dark');
  // The payment lands: the tracker, polling an order awaiting payment, sees it by itself at its
  // next read.
  await payThroughTelegram(request, placed);
  await page.clock.runFor(10_000);
  await expectPaid(app);
  await keepScreenshot(page, 'payments-telegram-paid-dark');
});

test('Telegram light 375: an invoice closed pending gives "Pay" back once the wait is over and the order still awaits payment', async ({
  page,
  baseURL,
}) => {
  const { app } = await placeWithTelegram(page, baseURL, 'light');
  await closeInvoice(page, 'pending');
  await expect(app.getByText('Waiting for the payment to be confirmed.')).toBeVisible();
  // No payment came: once the wait (4 s) is over the tracker reads the order again and offers to pay,
  // or to pay on receipt.
  await page.clock.runFor(4_000);
  await expect(app.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expect(app.getByText('Waiting for the payment to be confirmed.')).toHaveCount(0);
  await expectAwaiting(app);
  await expect(app.getByRole('button', { name: 'Pay cash at the counter' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Cancel the order' })).toBeVisible();
});
