import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@pizza-order-app/contract/main-api';
import { folderSectionId } from './folder-section';

interface FolderBarProps {
  readonly folders: readonly Folder[];
  readonly current: string | undefined;
}

/** The sticky folder bar; its current folder follows scrolling, a tap jumps via #folderId. */
export function FolderBar({ folders, current }: FolderBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav ref={bar} className="folder-bar" aria-label={t('menu.folders')}>
      {folders.map((folder) => (
        <a
          key={folder.id}
          href={`#${folder.id}`}
          className="folder-bar__item"
          aria-current={current === folderSectionId(folder.id) ? 'true' : undefined}
        >
          {folder.name}
        </a>
      ))}
    </nav>
  );
}
