import type { Scope } from 'effector';
import { $hasLocation } from '../../entities/location';
import { preloadLocationPicker } from '../../features/choose-location';

export { MenuPage as default } from './menu-page';

/** A first visit starts with the place picker: its code comes alongside the menu's, not after. */
export const preloadData = (_: unknown, scope: Scope) => {
  if (!scope.getState($hasLocation)) preloadLocationPicker();
};
