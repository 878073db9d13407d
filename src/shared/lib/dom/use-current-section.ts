import { useEffect, useState } from 'react';

/**
 * The id of the section nearest the top of the viewport, for a sticky bar that follows scrolling.
 * Starts with the first id (spec §2: the first folder is current by default).
 */
export const useCurrentSection = (ids: readonly string[]) => {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const top = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setCurrent(top.target.id);
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current && ids.includes(current) ? current : ids[0];
};
