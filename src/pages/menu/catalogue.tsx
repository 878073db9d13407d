import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useMenu } from '../../entities/menu/use-menu';
import type { Product } from '../../shared/contract/main-api';
import { useCurrentSection } from '../../shared/lib/dom/use-current-section';
import { whenIdle } from '../../shared/lib/dom/when-idle';
import { Button, Chip, EmptyState, Notice, Skeleton } from '../../shared/ui';
import { FolderBar } from './folder-bar';
import { FolderSection, folderSectionId } from './folder-section';
import { useFolderHash } from './use-folder-hash';

const loadProductDialog = () => import('../../features/add-to-cart');
/** Not in the menu's first load; fetched once the page is idle, before anyone taps a product. */
const ProductDialog = lazy(() =>
  loadProductDialog().then(({ ProductDialog: dialog }) => ({ default: dialog })),
);

/** The menu of the saved location: folders, products, the tag filter and the product dialog. */
export function Catalogue() {
  const { t } = useTranslation();
  const { menu, error, isLoading, retry } = useMenu();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const tag = query.get('tag')?.trim() || null;
  // `?product=` (an operator deep link) opens that product's dialog once the menu is here.
  const linkedProductId = Number(query.get('product')) || null;
  const [selected, setSelected] = useState<Product | null>(null);
  const [linkDismissed, setLinkDismissed] = useState(false);
  const close = useCallback(() => {
    setSelected(null);
    setLinkDismissed(true);
  }, []);
  const linked =
    linkDismissed || !linkedProductId
      ? null
      : (menu?.products.find(({ id }) => id === linkedProductId) ?? null);
  const shown = selected ?? linked;

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
  useEffect(() => whenIdle(() => void loadProductDialog()), []);

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
      {shown && (
        <Suspense fallback={null}>
          <ProductDialog product={shown} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
