import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useMenu } from '../../entities/menu';
import {
  $openedProductId,
  LazyProductDialog,
  productClosed,
  productOpened,
} from '../../features/add-to-cart';
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
  const search = useSearch();
  const query = new URLSearchParams(search);
  const tag = query.get('tag')?.trim() || null;
  const linkedProductId = Number(query.get('product'));
  const [openedId, open, close] = useUnit([$openedProductId, productOpened, productClosed]);
  const shown = menu?.products.find(({ id }) => id === openedId);

  // `?product=` (an operator deep link) opens that product's dialog once the menu is here, over
  // the menu without it, so Back and a reload after closing show the menu.
  useEffect(() => {
    if (!menu || !linkedProductId) return;
    const rest = new URLSearchParams(search);
    rest.delete('product');
    const { pathname, hash } = window.location;
    navigate(`~${pathname}${rest.size ? `?${rest}` : ''}${hash}`, { replace: true });
    if (menu.products.some(({ id }) => id === linkedProductId)) open(linkedProductId);
  }, [menu, linkedProductId, search, navigate, open]);
  // An entry that a reload or Forward reopens may name a product this menu no longer has.
  useEffect(() => {
    if (menu && openedId !== null && !shown) close();
  }, [menu, openedId, shown, close]);

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
              onOpen={open}
              rendered={index <= hashIndex}
            />
          ))}
        </>
      )}
      <LazyProductDialog product={shown} />
    </div>
  );
}
