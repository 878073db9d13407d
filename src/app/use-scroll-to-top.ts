import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A newly opened screen starts at its top, as a new page would. The first render (a load or a
 * reload), back and forward keep the position the browser restores, and a `#hash` its target.
 */
export const useScrollToTop = (path: string) => {
  const skipNext = useRef(true);
  useEffect(() => {
    const historyMoved = () => {
      skipNext.current = true;
    };
    window.addEventListener('popstate', historyMoved);
    return () => window.removeEventListener('popstate', historyMoved);
  }, []);
  useLayoutEffect(() => {
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
};
