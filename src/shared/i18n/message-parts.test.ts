import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru.json';
import { EDGE_MESSAGE_GROUPS, pickMessagePart, SHELL_MESSAGE_GROUPS } from './message-parts';

describe('message parts', () => {
  it('split a language into two parts that together are the whole file but the edge’s groups', () => {
    const shell = pickMessagePart(ru, 'shell');
    const screens = pickMessagePart(ru, 'screens');
    const edge = Object.fromEntries(EDGE_MESSAGE_GROUPS.map((group) => [group, ru[group]]));
    expect({ ...shell, ...screens, ...edge }).toEqual(ru);
    expect(EDGE_MESSAGE_GROUPS.filter((group) => group in shell || group in screens)).toEqual([]);
    expect(Object.keys(shell).filter((group) => group in screens)).toEqual([]);
  });

  it('keep the first paint’s groups in the shell part, each of them present', () => {
    expect(Object.keys(pickMessagePart(ru, 'shell')).sort()).toEqual(
      [...SHELL_MESSAGE_GROUPS].sort(),
    );
    expect(pickMessagePart(ru, 'screens')).toHaveProperty('checkout');
  });
});
