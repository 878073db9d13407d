import { useContext, type ReactNode } from 'react';
import { LazyCartSheet } from '../../features/cart';
import { LinkSessionChrome } from '../../features/link-session';
import { ServerBasketSync } from '../../features/sync-basket';
import { SkinContext, Toaster } from '../../shared/ui';
import { SiteFooter } from './site-footer';
import { LazyOfflineNotice } from './lazy-offline-notice';
import { SiteHeader } from './site-header';

/** docs/product.md §2: one default layout serves all pages. */
export function DefaultLayout({ children }: { readonly children: ReactNode }) {
  const skin = useContext(SkinContext);
  return (
    <div className="layout">
      {skin ? <skin.Header /> : <SiteHeader />}
      <main className="layout__content" id="content" tabIndex={-1}>
        <LinkSessionChrome />
        <ServerBasketSync />
        <LazyOfflineNotice />
        {children}
      </main>
      <SiteFooter />
      <LazyCartSheet />
      <Toaster />
    </div>
  );
}
