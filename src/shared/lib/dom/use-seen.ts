import { startTransition, useEffect, useState, type RefObject } from 'react';

/** True from the first time the element comes near the viewport (then it stays true). */
export const useSeen = (ref: RefObject<Element | null>, rootMargin = '600px 0px') => {
  // Without IntersectionObserver (old browsers, tests) everything counts as seen.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What comes into view renders in slices a tap can come between (a folder of dishes is
        // the longest work of the menu's start), not in one task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
};
