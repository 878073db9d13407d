import { describe, expect, it } from 'vitest';
import { usablePoint } from './point';
import { flipToLatLng, isInsidePolygon, parseZone } from './zone';

const CHILANZAR = '69.18 41.26, 69.24 41.26, 69.24 41.30, 69.18 41.30';

describe('restaurant zones', () => {
  it('parses longitude-latitude text and flips it to latitude-longitude', () => {
    const zone = parseZone(CHILANZAR);
    expect(zone?.[0]).toEqual([69.18, 41.26]);
    expect(flipToLatLng(zone ?? [])[0]).toEqual([41.26, 69.18]);
  });

  it('accepts extra spaces and a closed ring', () => {
    expect(parseZone(' 69.18  41.26 ,69.24 41.26, 69.24 41.30, 69.18 41.26 ')).toHaveLength(4);
  });

  it.each([
    '',
    '69.18 41.26, 69.24 41.26',
    'a b, c d, e f',
    '69.18, 41.26, 69.24',
    '200 41, 69 41, 69 42',
  ])('rejects %j', (text) => {
    expect(parseZone(text)).toBeNull();
  });

  it('tells points inside from points outside', () => {
    const zone = parseZone(CHILANZAR) ?? [];
    expect(isInsidePolygon([69.2, 41.28], zone)).toBe(true);
    expect(isInsidePolygon([69.3, 41.28], zone)).toBe(false);
    expect(isInsidePolygon([69.2, 41.35], zone)).toBe(false);
  });

  it('handles a concave zone', () => {
    const lShape = parseZone('0 0, 4 0, 4 1, 1 1, 1 4, 0 4') ?? [];
    expect(isInsidePolygon([0.5, 3], lShape)).toBe(true);
    expect(isInsidePolygon([3, 3], lShape)).toBe(false);
  });
});

describe('usablePoint', () => {
  it('accepts numbers and numeric text in range', () => {
    expect(usablePoint('69.24', '41.31')).toEqual([69.24, 41.31]);
    expect(usablePoint(69.24, 41.31)).toEqual([69.24, 41.31]);
  });

  it.each([
    ['abc', '41'],
    ['69', ''],
    ['69', '91'],
    ['181', '41'],
    [Number.NaN, 41],
    [undefined, 41],
    [0, 41.31],
    [69.24, 0],
    ['-69.24', '41.31'],
    [69.24, -41.31],
  ])('rejects %j, %j', (lon, lat) => {
    expect(usablePoint(lon, lat)).toBeNull();
  });
});
