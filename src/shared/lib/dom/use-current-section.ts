import { useEffect, useState } from 'react';

/** How far below the top of the viewport a section counts as the one being read (sticky bars). */
const READING_LINE_PX = 170;

/**
 * The id of the last section whose top has passed the reading line, for a sticky bar that follows
 * scrolling. Starts with the first id (docs/product.md §2: the first folder is current by default).
 */
export const useCurrentSection = (ids: readonly string[]) => {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const passed = ids.filter(
        (id) =>
          (document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= READING_LINE_PX,
      );
      setCurrent(passed.at(-1));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current && ids.includes(current) ? current : ids[0];
};
