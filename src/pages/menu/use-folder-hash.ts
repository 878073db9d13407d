import { useEffect, useState } from 'react';
import { folderSectionId } from './folder-section';

const hashFolder = () => decodeURIComponent(window.location.hash.slice(1)) || null;

/**
 * docs/product.md §2: `#{folderId}` scrolls to that folder, on arrival and whenever the hash changes.
 * Returns the target so the folders above it render first and the jump lands where it should.
 */
export const useFolderHash = (ready: boolean) => {
  const [target, setTarget] = useState(hashFolder);
  useEffect(() => {
    const follow = () => setTarget(hashFolder());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    if (ready && target)
      document.getElementById(folderSectionId(Number(target)))?.scrollIntoView({ block: 'start' });
  }, [ready, target]);
  return target;
};
