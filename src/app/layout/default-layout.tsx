import type { ReactNode } from 'react';
import { CartSheet } from '../../features/cart';
import { Toaster } from '../../shared/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Spec §2: one default layout serves all pages. */
export function DefaultLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="layout">
      <SiteHeader />
      <main className="layout__content">{children}</main>
      <SiteFooter />
      <CartSheet />
      <Toaster />
    </div>
  );
}
