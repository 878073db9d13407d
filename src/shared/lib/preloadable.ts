import { createElement, lazy, useState, type ComponentType } from 'react';
import { reloadOnFailedImport } from './freshness/chunk-errors';

/**
 * A component whose code comes on demand and, once it is here, renders at once. React.lazy
 * suspends on its first render even when the module has arrived, which would show the fallback
 * (and replace a prerendered screen with it) and hold the content back by React's reveal
 * throttle (300 ms). `preload` fetches the code; awaiting it before a render makes that render
 * whole. Rendering before the code is here suspends as React.lazy does; a chunk a deployment
 * removed reloads the page once.
 */
export const preloadable = <P extends object, M extends { readonly default: ComponentType<P> }>(
  load: () => Promise<M & { readonly default: ComponentType<P> }>,
) => {
  // The module's code, once here: the same for every scope and render, so a plain memo.
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(reloadOnFailedImport(preload));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper later would remount the content.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: Preloadable, preload };
};
