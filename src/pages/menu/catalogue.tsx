import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useMenu } from '../../entities/menu/use-menu';
import { ProductDialog } from '../../features/add-to-cart';
import type { Product } from '../../shared/contract';
import { useCurrentSection } from '../../shared/lib/dom/use-current-section';
import { Button, Chip, EmptyState, Notice, Skeleton } from '../../shared/ui';
import { FolderBar } from './folder-bar';
import { FolderSection, folderSectionId } from './folder-section';
import { useFolderHash } from './use-folder-hash';

/** The menu of the saved location: folders, products, the tag filter and the product dialog. */
export function Catalogue() {
  const { t } = useTranslation();
  const { menu, error, isLoading, retry } = useMenu();
  const [, navigate] = useLocation();
  const tag = new URLSearchParams(useSearch()).get('tag')?.trim() || null;
  const [selected, setSelected] = useState<Product | null>(null);
  const close = useCallback(() => setSelected(null), []);

  const sections = useMemo(() => {
    if (!menu) return [];
    const products = tag
      ? menu.products.filter((product) => product.tags.includes(tag))
      : menu.products;
    return menu.folders
      .map((folder) => ({
        folder,
        products: products.filter((product) => product.parentId === folder.id),
      }))
      .filter((section) => section.products.length > 0);
  }, [menu, tag]);
  const sectionIds = useMemo(
    () => sections.map(({ folder }) => folderSectionId(folder.id)),
    [sections],
  );
  const current = useCurrentSection(sectionIds);
  const hashFolder = useFolderHash(sections.length > 0);
  const hashIndex = sections.findIndex(({ folder }) => String(folder.id) === hashFolder);

  if (isLoading) return <Skeleton rows={6} />;
  if (error || !menu) {
    return (
      <Notice tone="error">
        {t('menu.failed')}{' '}
        <Button variant="ghost" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  return (
    <div className="catalogue">
      {tag && (
        <div className="catalogue__filter">
          <Chip
            label={t('menu.tag', { tag })}
            onRemove={() => navigate(`~${window.location.pathname}`)}
          />
        </div>
      )}
      {sections.length === 0 ? (
        <EmptyState title={t('menu.nothing-tagged', { tag })} />
      ) : (
        <>
          <FolderBar folders={sections.map(({ folder }) => folder)} current={current} />
          {sections.map(({ folder, products }, index) => (
            <FolderSection
              key={folder.id}
              folder={folder}
              products={products}
              onOpen={setSelected}
              rendered={index <= hashIndex}
            />
          ))}
        </>
      )}
      {selected && <ProductDialog product={selected} onClose={close} />}
    </div>
  );
}
