import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { $language } from '../i18n/model';
import { useFormatPrice } from './use-format-price';

const NBSP = '\u00a0';

function Price({ amount, from = false }: { readonly amount: number; readonly from?: boolean }) {
  const { t } = useTranslation();
  const price = useFormatPrice()(amount);
  return <output>{from ? t('product.from', { price }) : price}</output>;
}

const priceIn = async (language: Language, amount: number, from = false) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: { ru, en, uz }[language] } },
    interpolation: { escapeValue: false },
  });
  const { unmount } = render(
    <Provider value={fork({ values: [[$language, language]] })}>
      <I18nextProvider i18n={i18n}>
        <Price amount={amount} from={from} />
      </I18nextProvider>
    </Provider>,
  );
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('useFormatPrice', () => {
  it('writes the amount grouped by spaces and the currency word of each language', async () => {
    expect(await priceIn('ru', 59000)).toBe(`59${NBSP}000${NBSP}сум`);
    expect(await priceIn('en', 59000)).toBe(`59${NBSP}000${NBSP}UZS`);
    expect(await priceIn('uz', 1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}so‘m`);
  });

  // Issue 38: "59 000 so‘md / an" on the Uzbek menu cards.
  it('gives a "from" price no place to break inside the amount or its word', async () => {
    expect(await priceIn('uz', 59000, true)).toBe(`59${NBSP}000${NBSP}so‘mdan`);
    expect(await priceIn('ru', 59000, true)).toBe(`от 59${NBSP}000${NBSP}сум`);
    expect(await priceIn('en', 59000, true)).toBe(`from 59${NBSP}000${NBSP}UZS`);
  });
});
