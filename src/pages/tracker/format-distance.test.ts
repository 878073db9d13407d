import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('says metres in tens below a kilometre, never 0', () => {
    expect(formatDistance(347, 'ru')).toEqual({ unit: 'm', value: '350' });
    expect(formatDistance(2, 'en')).toEqual({ unit: 'm', value: '10' });
    expect(formatDistance(994, 'uz')).toEqual({ unit: 'm', value: '990' });
  });

  it('says kilometres with one decimal in the language’s separator', () => {
    expect(formatDistance(1234, 'ru')).toEqual({ unit: 'km', value: '1,2' });
    expect(formatDistance(1234, 'uz')).toEqual({ unit: 'km', value: '1,2' });
    expect(formatDistance(1250, 'en')).toEqual({ unit: 'km', value: '1.3' });
    expect(formatDistance(999.6, 'ru')).toEqual({ unit: 'km', value: '1,0' });
  });
});
