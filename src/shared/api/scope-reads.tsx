import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useApi } from './model';

/** Hands the scope's read cache SWR's mutator of it, so forgetting a customer reaches the screens. */
function BoundReads({ children }: { readonly children: ReactNode }) {
  const { reads } = useApi();
  const { mutate } = useSWRConfig();
  useEffect(() => reads.bind(mutate), [reads, mutate]);
  return children;
}

/** The screens under it read through their scope's own cache: two app instances share no answer. */
export function ScopeReads({ children }: { readonly children: ReactNode }) {
  return (
    <SWRConfig value={useApi().reads.config}>
      <BoundReads>{children}</BoundReads>
    </SWRConfig>
  );
}
