import { useEffect } from 'react';
import { folderSectionId } from './folder-section';

const scrollToHashFolder = () => {
  const folderId = decodeURIComponent(window.location.hash.slice(1));
  if (!folderId) return;
  document.getElementById(folderSectionId(Number(folderId)))?.scrollIntoView({ block: 'start' });
};

/** Spec §2: `#{folderId}` scrolls to that folder, on arrival and whenever the hash changes. */
export const useFolderHash = (ready: boolean) => {
  useEffect(() => {
    if (!ready) return;
    scrollToHashFolder();
    window.addEventListener('hashchange', scrollToHashFolder);
    return () => window.removeEventListener('hashchange', scrollToHashFolder);
  }, [ready]);
};
