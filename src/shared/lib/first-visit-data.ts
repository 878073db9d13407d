import { FIRST_VISIT_DATA_ID } from '@pizza-order-app/contract/config/first-visit-lists';

/**
 * The answer the edge wrote into a first visit's page along with the cards it drew from it
 * (functions/lib/first-visit-list.ts), taken once; null when there is none or it is not JSON.
 * The caller checks it against its schema like any other answer.
 */
export const takeFirstVisitData = (): unknown => {
  const element = document.getElementById(FIRST_VISIT_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
};
