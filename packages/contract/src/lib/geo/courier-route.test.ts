import { describe, expect, it } from 'vitest';
import { courierArrival, distanceMeters, pointAlong } from './courier-route';

const CHILANZAR = [69.2035, 41.2756] as const;

describe('distanceMeters', () => {
  it('is 0 at the same point and about 111 km for a degree of latitude', () => {
    expect(distanceMeters(CHILANZAR, CHILANZAR)).toBe(0);
    expect(distanceMeters([69, 41], [69, 42])).toBeCloseTo(111_195, -1);
  });

  it('is the same either way', () => {
    const door = [69.24, 41.3] as const;
    expect(distanceMeters(CHILANZAR, door)).toBeCloseTo(distanceMeters(door, CHILANZAR), 6);
  });
});

describe('pointAlong', () => {
  it('starts at the start, ends at the end, and keeps to both outside them', () => {
    const door = [69.2235, 41.2956] as const;
    expect(pointAlong(CHILANZAR, door, 0)).toEqual(CHILANZAR);
    expect(pointAlong(CHILANZAR, door, 1)).toEqual(door);
    expect(pointAlong(CHILANZAR, door, -1)).toEqual(CHILANZAR);
    expect(pointAlong(CHILANZAR, door, 7)).toEqual(door);
    const [lon, lat] = pointAlong(CHILANZAR, door, 0.5);
    expect(lon).toBeCloseTo(69.2135, 9);
    expect(lat).toBeCloseTo(41.2856, 9);
  });
});

describe('courierArrival', () => {
  it('says the straight distance and the minutes at 300 m a minute over roads 1.3 times as long', () => {
    // 0.01° of latitude: 1112 m straight, 1446 m of road, 4.8 minutes: 5.
    expect(courierArrival([69.2, 41.3], [69.2, 41.31])).toEqual({
      distanceMeters: 1112,
      minutes: 5,
    });
  });

  it('says at least a minute while the courier is not at the door, and at the door too', () => {
    expect(courierArrival([69.2, 41.3], [69.2, 41.3001]).minutes).toBe(1);
    expect(courierArrival([69.2, 41.3], [69.2, 41.3])).toEqual({ distanceMeters: 0, minutes: 1 });
  });
});
