import { describe, expect, it } from 'vitest';
import { NO_PICTURE_PATH, pictureOf } from './picture';

describe('pictureOf', () => {
  it('keeps a picture the backend sent', () => {
    expect(pictureOf('/images/products/margherita.svg')).toBe('/images/products/margherita.svg');
  });

  it('draws the stand-in for an empty or blank one', () => {
    expect(pictureOf('')).toBe(NO_PICTURE_PATH);
    expect(pictureOf('  ')).toBe(NO_PICTURE_PATH);
  });

  it('takes another stand-in where one is given', () => {
    expect(pictureOf('', '/images/share-card.png')).toBe('/images/share-card.png');
  });
});
