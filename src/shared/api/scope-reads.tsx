import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useApi } from './model';

/** The screens under it read through their scope's own cache: two app instances share no answer. */
export function ScopeReads({ children }: { readonly children: ReactNode }) {
  return <SWRConfig value={useApi().reads.config}>{children}</SWRConfig>;
}
