import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { $language } from '../i18n/model';
import { renderApp } from './test/render-app';
import { useFormatPrice } from './use-format-price';

const NBSP = '\u00a0';

function Price({ amount, from = false }: { readonly amount: number; readonly from?: boolean }) {
  const { t } = useTranslation();
  const price = useFormatPrice()(amount);
  return <output>{from ? t('product.from', { price }) : price}</output>;
}

const priceIn = (language: Language, amount: number, from = false) => {
  const { unmount } = renderApp(
    <Price amount={amount} from={from} />,
    fork({ values: [[$language, language]] }),
    language,
  );
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('useFormatPrice', () => {
  it('writes the amount grouped by spaces and the currency word of each language', () => {
    expect(priceIn('ru', 59000)).toBe(`59${NBSP}000${NBSP}сум`);
    expect(priceIn('en', 59000)).toBe(`59${NBSP}000${NBSP}UZS`);
    expect(priceIn('uz', 1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}so‘m`);
  });

  // Issue 38: "59 000 so‘md / an" on the Uzbek menu cards.
  it('gives a "from" price no place to break inside the amount or its word', () => {
    expect(priceIn('uz', 59000, true)).toBe(`59${NBSP}000${NBSP}so‘mdan`);
    expect(priceIn('ru', 59000, true)).toBe(`от 59${NBSP}000${NBSP}сум`);
    expect(priceIn('en', 59000, true)).toBe(`from 59${NBSP}000${NBSP}UZS`);
  });
});
