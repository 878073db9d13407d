import { Suspense, useEffect } from 'react';
import { useGate, useUnit } from 'effector-react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { ROUTES, type RouteName } from '@pizza-order-app/contract/config/routes';
import { languageBase, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { languageRedirect } from '@pizza-order-app/contract/i18n/language-redirect';
import { LanguageGate } from '../shared/i18n/model';
import { routeVisited } from '../shared/lib/navigation/model';
import { preloadable } from '../shared/lib/preloadable';
import { Skeleton } from '../shared/ui';
import { ErrorBoundary } from './error-boundary';
import { DefaultLayout } from './layout/default-layout';
import { SCREENS } from './screens';
import { useScrollToTop } from './use-scroll-to-top';
import { currentVisitor } from './visitor';

const ROUTE_ENTRIES = Object.entries(ROUTES) as [RouteName, string][];

/** Outside every visitor's first load: few ever meet it. */
const { Component: NotFoundPage } = preloadable(() =>
  import('../pages/not-found').then(({ NotFoundPage: page }) => ({ default: page })),
);

function Screens() {
  const isCrawler = currentVisitor().isCrawler;
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <Switch>
        {ROUTE_ENTRIES.map(([name, path]) => (
          <Route key={name} path={path} component={SCREENS[name]} />
        ))}
        {/* docs/product.md §2: automated bots get no error page. */}
        <Route>{isCrawler ? null : <NotFoundPage />}</Route>
      </Switch>
    </Suspense>
  );
}

/** Splits the URL into language and screen, keeps the language right, renders the layout. */
export function LocalizedRouter() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { language, path } = splitLanguagePath(pathname);
  const redirect = languageRedirect(pathname, currentVisitor());
  const visit = useUnit(routeVisited);

  useGate(LanguageGate, language ?? DEFAULT_LANGUAGE);
  useScrollToTop(path);
  useEffect(() => {
    if (redirect) {
      navigate(`${redirect}${search ? `?${search}` : ''}${window.location.hash}`, {
        replace: true,
      });
    } else {
      visit(path);
    }
  }, [redirect, navigate, search, visit, path]);

  if (redirect) return null;
  return (
    <Router base={languageBase(language ?? DEFAULT_LANGUAGE)}>
      <DefaultLayout>
        <ErrorBoundary resetKey={pathname} isCrawler={currentVisitor().isCrawler}>
          <Screens />
        </ErrorBoundary>
      </DefaultLayout>
    </Router>
  );
}
