import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { $addresses, $deliveryType, $location, DELIVERY_TYPES } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { ORDER_REFUSAL_CODES } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { $now, clockTicked } from '../../shared/lib/clock/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import {
  TELEGRAM_SKIN,
  drawnByTelegramUi,
  headingLevelSkips,
  inSkin,
} from '../../shared/lib/test/skins';
import type { Skin } from '../../shared/ui/skin';
import { telegramThemeSwitched } from '../../shared/telegram/theme-model';
import { EMPTY_CHECKOUT_DRAFT, type CheckoutDraft } from './checkout-draft';
import { CheckoutForm } from './checkout-form';
import { $isOnline } from '../../shared/lib/network/model';
import { CHILANZAR, CHILANZAR_HOME, RESTAURANT } from './checkout-fixture';
import { $checkoutDraft, $unsentOffline, placeOrderFx } from './model';
import { menuParams } from '../../entities/menu/lazy';
import { readCheckoutMenuFx } from './checkout-menu-model';
import { $restaurants, paymentMethodsRetried, readRestaurantsFx } from './restaurant-model';

const HIDDEN_CHARACTERS =
  'This text contains invisible or control characters (such as direction marks): retype it without them.';

/** A moment in Tashkent time (UTC+5); the test menu's kitchen is open 10:00–03:00, 30 minutes a slot. */
const tashkent = (time: string) => Date.parse(`2026-11-22T${time}:00+05:00`);

const renderCheckout = async (
  draft: Partial<CheckoutDraft>,
  {
    now = tashkent('12:00'),
    unsentOffline = false,
    online = true,
    address = 'Chilanzar, 7',
    orderable = 1,
    place = vi
      .fn()
      .mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: 'Ab-_0123456789abcdefXY' }),
    restaurants = [RESTAURANT],
    readRestaurants = () => Promise.reject(new Error('not asked')),
    language = 'en',
    skin = null,
  }: {
    now?: number;
    unsentOffline?: boolean;
    online?: boolean;
    address?: string | null;
    orderable?: number;
    place?: ReturnType<typeof vi.fn>;
    /** The restaurants as read; null: not read yet. */
    restaurants?: readonly Restaurant[] | null;
    readRestaurants?: () => Promise<{ restaurants: Restaurant[] }>;
    language?: 'en' | 'uz';
    /** Telegram's, or null for the web's. */
    skin?: Skin | null;
  } = {},
) => {
  const askAddress = vi.fn();
  const scope = fork({
    values: [
      [$language, language],
      [$now, now],
      [$cart, [{ id: 401, amount: 1, cartProdId: '401', modifiers: [] }]],
      [$checkoutDraft, { ...EMPTY_CHECKOUT_DRAFT, phone: '+998 90 123 45 67', ...draft }],
      [$unsentOffline, unsentOffline],
      [$isOnline, online],
      // Delivery to the point, its address confirmed and saved unless `address` is null.
      [$location, CHILANZAR],
      [$deliveryType, DELIVERY_TYPES.delivery],
      [$addresses, address === null ? [] : [{ ...CHILANZAR_HOME, address }]],
      [$restaurants, restaurants],
    ],
    handlers: [
      [placeOrderFx, place],
      [readRestaurantsFx, readRestaurants],
      // The cart's Margherita is on the menu unless no line is to be orderable; 62 000 with delivery.
      [
        readCheckoutMenuFx,
        () =>
          Promise.resolve(
            testMenu(
              orderable > 0 ? [testProduct({ id: 401, name: 'Margherita', price: 50_000 })] : [],
            ),
          ),
      ],
    ],
  });
  // The menu the checkout's model read for the place: its hours, lines and total are the form's.
  await allSettled(readCheckoutMenuFx, {
    scope,
    params: { params: menuParams(CHILANZAR, DELIVERY_TYPES.delivery), language },
  });
  const form = inSkin(skin, <CheckoutForm onAddressAsked={askAddress} />);
  renderApp(form, scope, language);
  return { place, askAddress, scope };
};

describe('CheckoutForm', () => {
  it('says in words that a name of three zero-width spaces is no name, and sends nothing', async () => {
    const user = userEvent.setup();
    const { place } = await renderCheckout({ name: '\u200B\u200B\u200B' });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(HIDDEN_CHARACTERS);
    expect(name).toHaveFocus();
    expect(place).not.toHaveBeenCalled();
  });

  it('asks for the address of a delivery that has none, first, and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { place, askAddress } = await renderCheckout({ name: 'Aziz' }, { address: null });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const ask = screen.getByRole('button', { name: 'Enter the address' });
    expect(ask).toHaveFocus();
    expect(ask).toHaveAccessibleDescription(
      'We have the point on the map, but not the house and the apartment. Enter the delivery address, the house and the apartment, so the courier can find you.',
    );
    expect(place).not.toHaveBeenCalled();
    await user.click(ask);
    expect(askAddress).toHaveBeenCalledOnce();
  });

  it('refuses a comment with a bidi override, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { place } = await renderCheckout({ name: 'Aziz', comment: 'ring \u202Etwice' });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveAccessibleDescription(
      `How to find you, wishes for the order ${HIDDEN_CHARACTERS}`,
    );
    expect(comment).toHaveValue('ring \u202Etwice');
    expect(place).not.toHaveBeenCalled();
  });

  it('counts only visible letters toward the name’s minimum', async () => {
    const user = userEvent.setup();
    await renderCheckout({ name: ' A ' });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter your name, at least 2 letters.',
    );
  });

  it('places an order whose comment keeps its line breaks', async () => {
    const user = userEvent.setup();
    const { place } = await renderCheckout({ name: 'Aziz', comment: 'Ring twice\nthen call' });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]).toMatchObject([
      { draft: { customerName: 'Aziz', comment: 'Ring twice\nthen call', phone: '+998901234567' } },
    ]);
  });

  it('offers one send button for an order kept offline, once the network is back', async () => {
    const user = userEvent.setup();
    const { place } = await renderCheckout({ name: 'Aziz' }, { unsentOffline: true });
    expect(
      screen.getByText('You are back online, but the order has not been sent yet.'),
    ).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: /order/i });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/^Send order · 62\s000\sUZS$/);
    await user.click(screen.getByRole('button', { name: /^Send order/ }));
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('keeps the main action as it is while the order waits offline', async () => {
    await renderCheckout({ name: 'Aziz' }, { unsentOffline: true, online: false });
    const buttons = screen.getAllByRole('button', { name: /order/i });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/^Place order · 62\s000\sUZS$/);
  });

  it('says there is nothing to order, not a total of 0, and offers no change from 0', async () => {
    const user = userEvent.setup();
    const { place } = await renderCheckout(
      { name: 'Aziz', paymentMethod: 'cash' },
      { orderable: 0 },
    );
    const action = screen.getByRole('button', { name: 'No dishes that can be ordered' });
    expect(action).toBeDisabled();
    expect(screen.queryByText(/0\sUZS/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /change/i })).not.toBeInTheDocument();
    await user.click(action);
    expect(place).not.toHaveBeenCalled();
  });

  it('offers no retry after a dish ran out, but what to do about its line', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(
      'http',
      409,
      'Margherita is out of stock',
      ORDER_REFUSAL_CODES.productUnavailable,
    );
    await renderCheckout({ name: 'Aziz' }, { place: vi.fn().mockRejectedValue(refusal) });
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const notice = await screen.findByText(/Remove or replace the flagged dish/);
    expect(notice).toHaveTextContent('Margherita is out of stock');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps the retry after a failure that may pass', async () => {
    const user = userEvent.setup();
    await renderCheckout(
      { name: 'Aziz' },
      { place: vi.fn().mockRejectedValue(new ApiError('http', 503, 'Try again')) },
    );
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  describe('"as soon as possible" near closing', () => {
    it('is offered plainly while the kitchen has time', async () => {
      await renderCheckout({ name: 'Aziz' }, { now: tashkent('12:00') });
      expect(screen.getByRole('button', { name: 'As soon as possible' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.queryByText(/The kitchen closes/)).not.toBeInTheDocument();
    });

    it('warns until when it can still be ordered, past midnight', async () => {
      const user = userEvent.setup();
      const { place } = await renderCheckout({ name: 'Aziz' }, { now: tashkent('02:10') });
      expect(screen.getByRole('status')).toHaveTextContent(
        'The kitchen closes at 03:00: order “as soon as possible” by 02:30; after that it can no longer be cooked today.',
      );
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      expect(place.mock.calls[0]).toMatchObject([{ draft: { deliveryTime: null } }]);
    });

    it('is not offered once the kitchen cannot make it: the slots are, and nothing goes until one is chosen', async () => {
      const user = userEvent.setup();
      const { place } = await renderCheckout({ name: 'Aziz' }, { now: tashkent('02:45') });
      expect(screen.queryByRole('button', { name: 'As soon as possible' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'The kitchen closes at 03:00 and can no longer cook an “as soon as possible” order: please choose a time.',
      );
      const time = screen.getByRole('combobox', { name: 'Time' });
      expect(time).toHaveDisplayValue('Choose a time');
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      expect(place).not.toHaveBeenCalled();
      expect(time).toHaveAccessibleDescription(
        '“As soon as possible” is no longer available: please choose a time.',
      );
      expect(time).toHaveFocus();
      await user.selectOptions(time, 'Today, 10:00–10:30');
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      expect(place.mock.calls[0]).toMatchObject([
        { draft: { deliveryTime: '2026-11-22T05:00:00.000Z' } },
      ]);
    });
  });

  it('holds the payment group’s place while the methods load, then says a failed read, with a retry', async () => {
    const user = userEvent.setup();
    const readRestaurants = vi.fn().mockRejectedValue(new ApiError('http', 503));
    const { scope, place } = await renderCheckout(
      { name: 'Aziz' },
      { restaurants: null, readRestaurants },
    );
    const retries = vi.fn();
    createWatch({ unit: paymentMethodsRetried, scope, fn: retries });
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
    await act(() => allSettled(readRestaurantsFx, { scope, params: 'en' }));
    expect(payment).toHaveTextContent('Could not load the ways to pay at this restaurant.');
    await user.click(within(payment).getByRole('button', { name: 'Try again' }));
    expect(retries).toHaveBeenCalledOnce();
    // Nothing to pay with yet: the order waits for a method, as with none chosen.
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(place).not.toHaveBeenCalled();
    expect(payment).toHaveAccessibleDescription('Choose a payment method.');
  });

  it('names each slot by its window and day', async () => {
    await renderCheckout({ name: 'Aziz', when: new Date(tashkent('12:30')).toISOString() });
    const options = screen.getAllByRole('option').map(({ textContent }) => textContent);
    expect(options.slice(0, 2)).toEqual(['Today, 12:30–13:00', 'Today, 13:00–13:30']);
    expect(options).toContain('Tomorrow, 02:30–03:00');
  });
});

// The closing notices are whole sentences of each language, the times inside them.
describe('CheckoutForm near closing, in Uzbek', () => {
  it('warns until when "as soon as possible" can be ordered, then gives way to the slots', async () => {
    const { scope } = await renderCheckout(
      { name: 'Aziz' },
      { now: tashkent('02:10'), language: 'uz' },
    );
    const asap = screen.getByRole('button', { name: 'Imkon qadar tez' });
    expect(asap).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Oshxona 03:00 da yopiladi: «imkon qadar tez» buyurtmani 02:30 gacha bering, keyin u bugun tayyorlanmaydi.',
    );

    // 02:46: an order now would be ready after 03:00.
    await act(() => allSettled(clockTicked, { scope, params: tashkent('02:46') }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Oshxona 03:00 da yopiladi va «imkon qadar tez» buyurtmani endi tayyorlab ulgurmaydi — vaqtni tanlang.',
    );
    expect(asap).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Belgilangan vaqtga' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Vaqt' })).toHaveDisplayValue('Vaqtni tanlang');
  });
});

// Inside Telegram every control of the form is telegram-ui's, in the client's light and dark
// theme; a web visitor's form draws none of it.
describe('CheckoutForm in the two skins', () => {
  /** The form's controls, by what the customer sees: a field, a choice of when, a way to pay. */
  const checkoutControls = () => ({
    name: screen.getByRole('textbox', { name: 'Name' }),
    asSoonAsPossible: screen.getByRole('button', { name: 'As soon as possible' }),
    cash: within(screen.getByRole('group', { name: 'Payment' })).getAllByRole('button')[0],
  });

  it('is drawn by telegram-ui inside Telegram, light and dark', async () => {
    const { scope } = await renderCheckout({ name: 'Aziz' }, { skin: TELEGRAM_SKIN });
    for (const isDark of [false, true]) {
      await act(() => allSettled(telegramThemeSwitched, { scope, params: isDark }));
      const theme = isDark ? 'dark' : 'light';
      for (const [what, control] of Object.entries(checkoutControls()))
        expect(control && drawnByTelegramUi(control), `${what}, ${theme}`).toBe(true);
    }
  });

  it('is the site’s own markup on the web', async () => {
    await renderCheckout({ name: 'Aziz' });
    for (const [what, control] of Object.entries(checkoutControls()))
      expect(control && drawnByTelegramUi(control), what).toBe(false);
    expect(document.body.querySelectorAll('[class*="tgui-"]')).toHaveLength(0);
  });

  it('adds no heading inside Telegram: telegram-ui’s <h6> labels of its payment methods are text', async () => {
    await renderCheckout({ name: 'Aziz' }, { skin: TELEGRAM_SKIN });
    expect(
      within(screen.getByRole('group', { name: 'Payment' })).getAllByRole('button').length,
    ).toBeGreaterThan(1);
    expect(document.body.querySelectorAll('h6').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByRole('heading')).toEqual([]));
    expect(headingLevelSkips()).toEqual([]);
  });
});
