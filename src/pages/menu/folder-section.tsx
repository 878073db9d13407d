import { memo, useRef } from 'react';
import type { Folder, Product } from '@pizza-order-app/contract/main-api';
import { useSeen } from '../../shared/lib/dom/use-seen';
import { ProductCard } from './product-card';

interface FolderSectionProps {
  readonly folder: Folder;
  readonly products: readonly Product[];
  readonly onOpen: (productId: number) => void;
  /** Render now, seen or not (folders up to a #folderId target, so the jump lands right). */
  readonly rendered?: boolean;
}

export const folderSectionId = (folderId: number) => `folder-${folderId}`;

/** A folder renders its products when first shown (docs/product.md §2); until then it keeps their height. */
export const FolderSection = memo(function FolderSection({
  folder,
  products,
  onOpen,
  rendered = false,
}: FolderSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref) || rendered;
  return (
    <section
      ref={ref}
      id={folderSectionId(folder.id)}
      className="folder-section"
      aria-labelledby={`${folderSectionId(folder.id)}-title`}
      style={seen ? undefined : { minHeight: `${Math.ceil(products.length / 2) * 280}px` }}
    >
      <h2 id={`${folderSectionId(folder.id)}-title`} className="folder-section__title">
        {folder.name}
      </h2>
      {seen && (
        <ul className="product-grid">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
});
