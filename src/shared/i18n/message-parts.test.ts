import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru.json';
import { pickMessagePart, SHELL_MESSAGE_GROUPS } from './message-parts';

describe('message parts', () => {
  it('split a language into two parts that together are the whole file', () => {
    const shell = pickMessagePart(ru, 'shell');
    const screens = pickMessagePart(ru, 'screens');
    expect({ ...shell, ...screens }).toEqual(ru);
    expect(Object.keys(shell).filter((group) => group in screens)).toEqual([]);
  });

  it('keep the first paint’s groups in the shell part, each of them present', () => {
    expect(Object.keys(pickMessagePart(ru, 'shell')).sort()).toEqual(
      [...SHELL_MESSAGE_GROUPS].sort(),
    );
    expect(pickMessagePart(ru, 'screens')).toHaveProperty('checkout');
  });
});
