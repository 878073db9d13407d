export {
  $announcedExtensions,
  $extensions,
  $offersCashChange,
  $offersCompositeDishes,
  $offersCourier,
  $offersRatings,
  $offersSignIn,
  extensionsAsked,
  readExtensionsFx,
} from './model';
