/** The site's own picture for a dish or an article the chain's backend sent without one. */
export const NO_PICTURE_PATH = '/images/no-picture.svg';

/**
 * The picture to draw for `imageUrl`: the contract allows an empty one, which as an `<img>` draws
 * an empty frame; `standIn` takes its place (a link preview's is the chain's card).
 */
export const pictureOf = (imageUrl: string, standIn: string = NO_PICTURE_PATH) =>
  imageUrl.trim() === '' ? standIn : imageUrl;
