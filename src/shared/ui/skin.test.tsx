import { act, screen, waitFor } from '@testing-library/react';
import { allSettled } from 'effector';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../lib/test/render-app';
import { TELEGRAM_LAUNCH, inSkin } from '../lib/test/skins';
import { telegramThemeSwitched } from '../telegram/theme-model';
import { Button } from './button';
import { CallLink } from './call-link';
import { ChoiceCard } from './choice-card';
import { Combobox } from './combobox';
import { Dialog } from './dialog';
import { EmptyState } from './empty-state';
import { Field } from './field';
import { Notice } from './notice';
import { Segmented } from './segmented';
import type { Skin } from './skin';
import { Stepper } from './stepper';
import { telegramSkin } from './telegram-skin';

const noop = () => undefined;

/** Every control of shared/ui, as a screen uses it. */
const CONTROLS: readonly { readonly name: string; readonly ui: ReactNode }[] = [
  { name: 'button', ui: <Button>Add</Button> },
  {
    name: 'call link',
    ui: <CallLink phone="+998 71 200 00 01" label="Call the restaurant" who="Chilanzar" />,
  },
  {
    name: 'choice of a list',
    ui: <ChoiceCard title="Chilanzar" lines={['Bunyodkor Avenue 1', '']} chosen onChoose={noop} />,
  },
  { name: 'empty state', ui: <EmptyState title="Nothing here" text="Yet" /> },
  { name: 'notice', ui: <Notice tone="warning">The kitchen is closed</Notice> },
  {
    name: 'segmented choice',
    ui: (
      <Segmented
        label="Payment"
        value="cash"
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'card', label: 'Card' },
        ]}
        onChange={noop}
      />
    ),
  },
  {
    name: 'field',
    ui: <Field label="Name">{(control) => <input {...control} defaultValue="Aziz" />}</Field>,
  },
  {
    name: 'combobox',
    ui: (
      <Combobox
        label="Name"
        value="Nav"
        onChange={noop}
        options={[{ key: 'navoi', label: 'Navoi Street' }]}
        open
        activeIndex={0}
        onMove={noop}
        onChoose={noop}
        onClose={noop}
      />
    ),
  },
  { name: 'stepper', ui: <Stepper label="Pepperoni" value={1} onChange={noop} /> },
  {
    name: 'dialog',
    ui: (
      <Dialog open title="Cart" onClose={noop}>
        <p>Lines</p>
      </Dialog>
    ),
  },
];

const telegram: Skin = telegramSkin({ ...TELEGRAM_LAUNCH, isDark: true });

const renderIn = (skin: Skin | null, ui: ReactNode) => renderApp(inSkin(skin, ui));

/** What telegram-ui draws carries its class names (`tgui-…`); the web skin's never do. */
const telegramUiParts = () => document.body.querySelectorAll('[class*="tgui-"]').length;

describe('the two skins of shared/ui', () => {
  it.each(CONTROLS)('the $name is drawn by telegram-ui inside Telegram', async ({ ui }) => {
    const { container } = renderIn(telegram, ui);
    // Dialogs come on demand: wait for whatever the control shows.
    await screen.findAllByText(/Add|Chilanzar|Nothing here|kitchen|Cash|Name|Lines|1/);
    const root = container.querySelector('[class*="tgui-"]');
    expect(root, 'telegram-ui’s root').not.toBeNull();
    // More than the root: the control itself.
    expect(telegramUiParts()).toBeGreaterThan(1);
  });

  it.each(CONTROLS)('the $name is plain markup on the web', async ({ ui }) => {
    renderIn(null, ui);
    await screen.findAllByText(/Add|Chilanzar|Nothing here|kitchen|Cash|Name|Lines|1/);
    expect(telegramUiParts()).toBe(0);
  });

  it('keeps telegram-ui’s text out of the headings: a button’s label, a choice’s lines', async () => {
    renderIn(
      telegram,
      <>
        <h1>Checkout</h1>
        <Button variant="secondary">Use my location</Button>
        <ChoiceCard title="Cash" lines={['To the courier', '']} onChoose={noop} />
      </>,
    );
    await screen.findByRole('button', { name: 'Use my location' });
    // telegram-ui draws them in <h6>; they read as text, named in their buttons.
    await waitFor(() =>
      expect(screen.getAllByRole('heading').map(({ textContent }) => textContent)).toEqual([
        'Checkout',
      ]),
    );
    expect(document.body.querySelectorAll('h6').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Cash/ })).toHaveTextContent('To the courier');
  });

  it('draws telegram-ui in the client’s theme, dark or light, as the user switches it', async () => {
    const { scope, container } = renderIn(telegram, <Button>Add</Button>);
    await screen.findByRole('button', { name: 'Add' });
    const rootClasses = () => container.querySelector('[class*="tgui-"]')?.className ?? '';
    const light = rootClasses();
    await act(() => allSettled(telegramThemeSwitched, { scope, params: true }));
    const dark = rootClasses();
    expect(dark).not.toBe(light);
    await act(() => allSettled(telegramThemeSwitched, { scope, params: false }));
    expect(rootClasses()).toBe(light);
  });
});
