import type { Scope } from 'effector';
import { $hasLocation } from '../../entities/location';
import { preloadLocationPicker } from '../../features/choose-location';

export { MenuPage as default } from './menu-page';

/**
 * A first visit starts with the place picker: its code comes alongside the menu's, and the first
 * render waits for it, so the picker replaces its prerendered self rather than a placeholder.
 */
export const preloadData = (_: unknown, scope: Scope) =>
  scope.getState($hasLocation) ? undefined : preloadLocationPicker();
