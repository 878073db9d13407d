export { startsFromLink } from './entry-parameters';
/** The entry's storing and reloading, fetched only when a bot link or a Telegram launch needs it. */
export const loadMessengerEntry = () => import('./run-entry');
