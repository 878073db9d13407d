import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import type { Product } from '@pizza-order-app/contract/main-api';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { englishScope, renderApp } from '../../shared/lib/test/render-app';
import { TELEGRAM_SKIN, inSkin } from '../../shared/lib/test/skins';
import type { TelegramControls } from '../../shared/telegram/launch';
import { $controls, $telegramLaunch } from '../../shared/telegram/model';
import { $openedProductId, productOpened } from './dialog-model';
import { ProductDialog } from './product-dialog';

const pizza: Product = {
  id: 102,
  parentId: 1,
  name: 'Pepperoni',
  description: 'Spicy beef pepperoni.',
  price: 69000,
  imageUrl: '/images/products/pepperoni.svg',
  tags: ['spicy'],
  modifiers: [
    {
      id: 1005,
      name: 'Signature sauce',
      isRequired: true,
      isDefault: true,
      price: 0,
      maxOneDish: 1,
      imageUrl: '',
    },
    {
      id: 1002,
      name: 'Extra mozzarella',
      isRequired: false,
      isDefault: false,
      price: 12000,
      maxOneDish: 2,
      imageUrl: '',
    },
  ],
};

const sizeGroup = { id: 1, name: 'Size' };
const option = (id: number, name: string, price: number, isDefault = false) => ({
  id,
  name,
  isRequired: true,
  isDefault,
  price,
  maxOneDish: 1,
  imageUrl: '',
  group: sizeGroup,
});
const margherita: Product = {
  ...pizza,
  id: 101,
  name: 'Margherita',
  price: 59000,
  modifiers: [
    option(1101, '25 cm', 0),
    option(1102, '30 cm', 20000, true),
    option(1103, '35 cm', 40000),
    {
      id: 1202,
      name: 'Cheese crust',
      isRequired: false,
      isDefault: false,
      price: 15000,
      maxOneDish: 1,
      imageUrl: '',
      group: { id: 2, name: 'Crust' },
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('ProductDialog', () => {
  it('starts required modifiers at 1 and others at 0, caps them and prices live', async () => {
    const user = userEvent.setup();
    renderApp(<ProductDialog product={pizza} />);
    // The dialog's own code comes on demand.
    await screen.findByRole('dialog');
    const sauce = screen.getByRole('group', { name: 'Signature sauce' });
    const cheese = screen.getByRole('group', { name: 'Extra mozzarella' });
    expect(within(sauce).getByText('1')).toBeInTheDocument();
    expect(within(sauce).getByRole('button', { name: 'Fewer: Signature sauce' })).toBeDisabled();
    expect(within(cheese).getByText('0')).toBeInTheDocument();

    await user.click(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' }));
    await user.click(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' }));
    expect(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More: Pepperoni' }));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent(
      'Add to cart · 186 000 UZS',
    );
  });

  it('offers a size as one choice under its name, the default chosen, the price following it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { scope } = renderApp(<ProductDialog product={margherita} />);
    // The dialog's own code comes on demand.
    await screen.findByRole('dialog');
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(size).getByRole('radio', { name: '30 cm' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: '25 cm' })).not.toBeChecked();
    // Each option says what it adds to the dish's price; the one that adds nothing, nothing.
    expect(within(size).getByRole('radio', { name: '35 cm' })).toHaveAccessibleDescription(
      '+40\u00a0000',
    );
    expect(within(size).getByRole('radio', { name: '25 cm' })).not.toHaveAccessibleDescription();
    // No stepper for an option: it is chosen or not.
    expect(screen.queryByRole('group', { name: '30 cm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent('79 000 UZS');

    await user.click(within(size).getByRole('radio', { name: '35 cm' }));
    expect(within(size).getByRole('radio', { name: '35 cm' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: '30 cm' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent('99 000 UZS');

    // An optional choice starts unchosen and is undone by pressing it again.
    const crust = screen.getByRole('radiogroup', { name: 'Crust' });
    const cheeseCrust = within(crust).getByRole('radio', { name: 'Cheese crust' });
    expect(cheeseCrust).not.toBeChecked();
    await user.click(cheeseCrust);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent('114 000 UZS');
    await user.click(cheeseCrust);
    expect(cheeseCrust).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scope.getState($cart)).toEqual([
      expect.objectContaining({ id: 101, amount: 1, cartProdId: '101:1103x1' }),
    ]);
  });

  it('moves the size with the arrow keys, the price following it', async () => {
    const user = userEvent.setup();
    renderApp(<ProductDialog product={margherita} />);
    await screen.findByRole('dialog');
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    within(size).getByRole('radio', { name: '30 cm' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(size).getByRole('radio', { name: '35 cm' })).toHaveFocus();
    expect(within(size).getByRole('radio', { name: '35 cm' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent('99 000 UZS');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(size).getByRole('radio', { name: '25 cm' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent('59 000 UZS');
  });

  it('lets the amount rise no higher than one order line takes', async () => {
    renderApp(<ProductDialog product={pizza} />);
    // The dialog's own code comes on demand.
    await screen.findByRole('dialog');
    const more = screen.getByRole('button', { name: 'More: Pepperoni' });
    for (let step = 1; step < ORDER_LIMITS.lineAmount.max; step += 1) fireEvent.click(more);
    const amount = screen.getByRole('group', { name: 'Pepperoni' });
    expect(within(amount).getByText(String(ORDER_LIMITS.lineAmount.max))).toBeInTheDocument();
    expect(more).toBeDisabled();
  });

  it('lets nothing else be chosen for a dish on the stop list, greys its picture and adds nothing', async () => {
    const { scope } = renderApp(
      <ProductDialog
        product={{
          ...margherita,
          isAvailable: false,
          modifiers: [...margherita.modifiers, ...pizza.modifiers],
        }}
      />,
    );
    await screen.findByRole('dialog');
    expect(await screen.findByText(/This dish is out of stock/)).toBeInTheDocument();
    expect(document.querySelector('.product-dialog__image--out')).not.toBeNull();
    // What is chosen stays (and keeps the sheet reachable by keys); nothing else can be.
    for (const radio of screen.getAllByRole('radio'))
      if (!(radio as HTMLInputElement).checked) expect(radio).toBeDisabled();
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(size).getByRole('radio', { name: '30 cm' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: '25 cm' })).toBeDisabled();
    fireEvent.click(within(size).getByRole('radio', { name: '30 cm' }));
    expect(within(size).getByRole('radio', { name: '30 cm' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'More: Extra mozzarella' })).toBeDisabled();
    // Telegram's MainButton is this action: inactive alike (primary-action.tsx).
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Margherita' })).not.toBeInTheDocument();
    fireEvent.click(add);
    expect(scope.getState($cart)).toEqual([]);
  });

  it('adds the chosen line after 500 ms, once, and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const scope = englishScope();
    await allSettled(productOpened, { scope, params: pizza.id });
    renderApp(<ProductDialog product={pizza} />, scope);
    // The dialog's own code comes on demand.
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'More: Extra mozzarella' }));
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    // Busy, it keeps the focus: aria-disabled, not disabled.
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A double tap: its second press lands on the busy button and adds nothing more.
    await user.click(screen.getByRole('button', { name: 'Adding…' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scope.getState($cart)).toEqual([
      expect.objectContaining({ id: 102, amount: 1, cartProdId: '102:1002x1:1005x1' }),
    ]);
    expect(scope.getState($openedProductId)).toBeNull();
  });

  it('leaves out a removable ingredient as a pressed toggle, says so, and adds the line without it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const scope = englishScope();
    const described: Product = {
      ...pizza,
      ingredients: [
        { id: 1, name: 'tomato sauce', removable: false },
        { id: 4, name: 'onion', removable: true, without: 'no onion' },
        { id: 7, name: 'oregano', removable: true },
      ],
      allergens: ['gluten', 'milk'],
      nutrition: { kcal: 268, protein: 11.4, fat: 12.1, carbohydrates: 27.6, weight: 580 },
    };
    renderApp(<ProductDialog product={described} />, scope);
    const ingredients = await screen.findByRole('group', { name: 'Ingredients' });
    // What cannot go is listed, not pressable.
    expect(within(ingredients).getByText('tomato sauce')).toBeInTheDocument();
    expect(within(ingredients).queryByRole('button', { name: 'tomato sauce' })).toBeNull();
    const onion = within(ingredients).getByRole('button', { name: 'onion' });
    expect(onion).toHaveAttribute('aria-pressed', 'false');
    expect(ingredients).toHaveAccessibleDescription('Tap an ingredient to leave it out');
    await user.click(onion);
    await user.click(within(ingredients).getByRole('button', { name: 'oregano' }));
    expect(onion).toHaveAttribute('aria-pressed', 'true');
    // The menu's words where it has them, the app's otherwise.
    expect(within(ingredients).getByText('no onion, no oregano')).toBeInTheDocument();
    await user.click(within(ingredients).getByRole('button', { name: 'oregano' }));
    expect(within(ingredients).getByText('no onion')).toBeInTheDocument();

    // Nutrition and allergens are folded away under one summary.
    await user.click(screen.getByText('Nutrition facts'));
    expect(screen.getByText('Per 100 g')).toBeVisible();
    expect(screen.getByText('268 kcal')).toBeVisible();
    expect(screen.getByText('11.4 g')).toBeVisible();
    expect(screen.getByText('Portion weight: 580 g')).toBeVisible();
    expect(screen.getByText('Allergens: gluten, milk')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scope.getState($cart)).toEqual([
      expect.objectContaining({ id: 102, cartProdId: '102:1005x1:-4', removedIngredients: [4] }),
    ]);
  });

  it('shows no ingredients, allergens or nutrition for a dish whose menu carries none', async () => {
    renderApp(<ProductDialog product={pizza} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('group', { name: 'Ingredients' })).toBeNull();
    expect(screen.queryByText('Nutrition facts')).toBeNull();
  });
});

describe('ProductDialog inside Telegram', () => {
  it('adds with Telegram’s MainButton, priced for the size chosen, and draws no add button of its own', async () => {
    const setMainButton = vi.fn<TelegramControls['setMainButton']>();
    const controls = { setMainButton } as Partial<TelegramControls> as TelegramControls;
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$telegramLaunch, { initDataRaw: null, startParam: null, isDark: false, platform: 'base' }],
        [$controls, controls],
      ],
    });
    const sized: Product = {
      ...margherita,
      name: 'Pepperoni',
      price: 69000,
      modifiers: [option(1101, '25 cm', 0, true), option(1102, '30 cm', 20000)],
    };
    renderApp(inSkin(TELEGRAM_SKIN, <ProductDialog product={sized} />), scope);
    const dialog = await screen.findByRole('dialog', { name: 'Pepperoni' });
    const mainButtonText = () => setMainButton.mock.lastCall?.[0]?.text;
    await vi.waitFor(() => expect(mainButtonText()).toMatch(/^Add to cart · 69\s000\sUZS$/));
    // A click, not a pointer's press: telegram-ui's sheet captures the pointer, which jsdom cannot.
    fireEvent.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Size' })).getByRole('radio', {
        name: '30 cm',
      }),
    );
    await vi.waitFor(() => expect(mainButtonText()).toMatch(/^Add to cart · 89\s000\sUZS$/));
    expect(within(dialog).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });
});
