import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uz from '../../locales/uz.json';
import { LANGUAGES } from '@pizza-order-app/contract/config/languages';
import { appText } from '../../functions/lib/bot/texts';
import { SIGN_IN_CODE_TEXTS } from '../../functions/lib/sms-sender';

const APP = { ru, en, uz };

// Issue 38: "Tashkent Pizza" in the Uzbek SMS and the invoice, "Toshkent Pitsa" in the app.
describe('the brand and the order number, one way per language', () => {
  it.each(LANGUAGES)('the sign-in SMS names the brand as the app does (%s)', (language) => {
    expect(SIGN_IN_CODE_TEXTS[language]('1234')).toMatch(
      new RegExp(`^${APP[language].app.name}: `),
    );
  });

  // Eskiz sends only the wording it approved: a change here needs its approval first.
  it('the sign-in SMS keeps the wording submitted to Eskiz', () => {
    expect(LANGUAGES.map((language) => SIGN_IN_CODE_TEXTS[language]('1234'))).toEqual([
      `${ru.app.name}: код для входа 1234. Никому его не сообщайте.`,
      `${en.app.name}: your sign-in code is 1234. Do not share it with anyone.`,
      `${uz.app.name}: kirish kodi 1234. Uni hech kimga aytmang.`,
    ]);
  });

  it('writes the Uzbek order number as the app and the bot do', () => {
    expect(appText('uz', 'orders.number', { id: 5 })).toBe('№5 buyurtma');
    expect(appText('uz', 'bot.status', { id: 5, status: 'Tayyor' })).toMatch(/^№5 buyurtma/);
  });
});
