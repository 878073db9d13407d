import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';

const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('messages', () => {
  it('have the same keys in ru, en and uz', () => {
    const expected = keys(ru).sort();
    expect(keys(en).sort()).toEqual(expected);
    expect(keys(uz).sort()).toEqual(expected);
  });
});
