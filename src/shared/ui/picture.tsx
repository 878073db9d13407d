import { useState, type ImgHTMLAttributes } from 'react';
import { NO_PICTURE_PATH, pictureOf } from '@pizza-order-app/contract/lib/picture';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  readonly src: string;
};

/**
 * A dish's or an article's picture, beside its name (so it says nothing a reader needs): the
 * site's stand-in where the backend sent none, or where the one it sent cannot be loaded, never an
 * empty or broken frame.
 */
export function Picture({ src, ...attributes }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? NO_PICTURE_PATH : pictureOf(src);
  return (
    <img
      {...attributes}
      src={shown}
      alt=""
      onError={() => {
        if (shown !== NO_PICTURE_PATH) setFailed(src);
      }}
    />
  );
}
