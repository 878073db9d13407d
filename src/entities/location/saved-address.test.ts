import { describe, expect, it } from 'vitest';
import type { SavedAddress } from './model';
import { withAddressSaved } from './saved-address';

const home: SavedAddress = {
  id: 'home',
  coordinates: [69.2, 41.28],
  title: 'улица Навои, 15',
  address: 'улица Навои, 15',
  iconSrc: '/icons/home.svg',
  apartment: '3',
};
const work: SavedAddress = { ...home, id: 'work', coordinates: [69.3, 41.35] };

describe('saving a confirmed address', () => {
  it('adds an address at a new point after the others', () => {
    expect(withAddressSaved([home], work)).toEqual([home, work]);
  });

  it('does not add an address with the coordinates of a saved one', () => {
    const again = { ...home, id: 'copy' };
    expect(withAddressSaved([home], again)).toEqual([home]);
  });

  it('updates the address at that point: its text and door, keeping its id', () => {
    const corrected: SavedAddress = {
      id: 'again',
      coordinates: [69.2, 41.28],
      title: 'улица Навои, 17',
      address: 'улица Навои, 17',
      iconSrc: '/icons/home.svg',
      floor: '2',
    };
    expect(withAddressSaved([home, work], corrected)).toEqual([{ ...corrected, id: 'home' }, work]);
  });

  it('keeps a name the customer gave it', () => {
    const named = { ...home, title: 'Mum' };
    const confirmed = { ...home, title: 'улица Навои, 19', address: 'улица Навои, 19' };
    expect(withAddressSaved([named], confirmed)).toEqual([{ ...confirmed, title: 'Mum' }]);
  });
});
