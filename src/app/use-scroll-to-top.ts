import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A newly opened screen starts at its top, as a new page would. The first render (a load or a
 * reload), back and forward keep the position the browser restores, and a `#hash` its target.
 */
export const useScrollToTop = (path: string) => {
  // Where the load, Back or Forward arrived: kept for the next screen change only, so Back that
  // just closes a sheet (same pathname, no screen change) leaves nothing behind.
  const arrivedAt = useRef<string | null>(window.location.pathname);
  useEffect(() => {
    const historyMoved = () => {
      arrivedAt.current = window.location.pathname;
    };
    window.addEventListener('popstate', historyMoved);
    return () => window.removeEventListener('popstate', historyMoved);
  }, []);
  useLayoutEffect(() => {
    const restored = arrivedAt.current === window.location.pathname;
    arrivedAt.current = null;
    if (!restored && !window.location.hash) window.scrollTo(0, 0);
  }, [path]);
};
