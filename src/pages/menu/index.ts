import type { Scope } from 'effector';
import { $hasLocation } from '../../entities/location';
import { preloadMenu } from '../../entities/menu';
import { preloadLocationPicker } from '../../features/choose-location';
import type { Language } from '@pizza-order-app/contract/config/languages';

export { MenuPage as default } from './menu-page';

/**
 * With a place, the menu's read starts before the first render. A first visit starts with the
 * place picker instead: its code comes alongside the menu's, and the first render waits for it,
 * so the picker replaces its prerendered self rather than a placeholder.
 */
export const preloadData = (language: Language, scope: Scope) =>
  scope.getState($hasLocation) ? preloadMenu(language, scope) : preloadLocationPicker();
