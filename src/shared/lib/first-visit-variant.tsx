import { createContext, useContext, type ReactNode } from 'react';
import { FIRST_VISIT_IF_ATTRIBUTE } from '@pizza-order-app/contract/config/first-visit-lists';
import type { FirstVisitCondition } from '@pizza-order-app/contract/articles-api';

/**
 * The stand-in article screen the build prerenders for the edge to fill holds every variant of
 * what depends on the article and the time, each marked with its condition; the edge keeps the
 * ones that hold (functions/lib/first-visit-article.ts). Inside it, screens render all of theirs.
 */
const StandInContext = createContext(false);

export function FirstVisitStandIn({ children }: { readonly children: ReactNode }) {
  return <StandInContext value>{children}</StandInContext>;
}

/** Whether this renders the prerendered stand-in's screen, which holds every variant. */
export const useIsFirstVisitStandIn = () => useContext(StandInContext);

/** One variant of the stand-in's screen, kept by the edge where `when` holds of the article. */
export function FirstVisitVariant({
  when,
  children,
}: {
  readonly when: FirstVisitCondition;
  readonly children: ReactNode;
}) {
  return <div {...{ [FIRST_VISIT_IF_ATTRIBUTE]: when }}>{children}</div>;
}
