import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PICTURE_PATH } from '@pizza-order-app/contract/lib/picture';
import { Picture } from './picture';

const pictureIn = (container: HTMLElement) => {
  const image = container.querySelector('img');
  if (!image) throw new Error('no picture drawn');
  return image;
};

describe('Picture', () => {
  it('draws the picture sent, beside its name and so with no text of its own', () => {
    const { container } = render(<Picture src="/images/products/margherita.svg" width="160" />);
    expect(pictureIn(container).getAttribute('src')).toBe('/images/products/margherita.svg');
    expect(pictureIn(container).getAttribute('alt')).toBe('');
    expect(pictureIn(container).getAttribute('width')).toBe('160');
  });

  it('draws the stand-in for a dish sent without a picture', () => {
    const { container } = render(<Picture src="" />);
    expect(pictureIn(container).getAttribute('src')).toBe(NO_PICTURE_PATH);
  });

  it('draws the stand-in once the picture sent fails to load, and stays with it', () => {
    const { container, rerender } = render(<Picture src="/images/gone.svg" />);
    fireEvent.error(pictureIn(container));
    expect(pictureIn(container).getAttribute('src')).toBe(NO_PICTURE_PATH);
    // The stand-in failing too (offline) asks for nothing more.
    fireEvent.error(pictureIn(container));
    expect(pictureIn(container).getAttribute('src')).toBe(NO_PICTURE_PATH);
    // Another dish's picture is tried afresh.
    rerender(<Picture src="/images/products/pepperoni.svg" />);
    expect(pictureIn(container).getAttribute('src')).toBe('/images/products/pepperoni.svg');
  });
});
