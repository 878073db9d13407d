import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startingParts, withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { isInStock, lineAvailability } from '@pizza-order-app/contract/availability';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { partsPrice } from '@pizza-order-app/contract/composition';
import { lineTotal } from '@pizza-order-app/contract/line-total';
import type { Product } from '@pizza-order-app/contract/main-api';
import { productDetails } from '@pizza-order-app/contract/product-details';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { keepUnits } from '../../shared/lib/keep-units';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { $language } from '../../shared/i18n/model';
import { MESSAGE_NAMESPACES } from '../../shared/i18n/message-parts';
import { Dialog, Notice, Picture } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load shows none of them.
import { DialogAction } from '../../shared/ui/dialog-action';
import { RadioChoice } from '../../shared/ui/radio-choice';
import { Stepper } from '../../shared/ui/stepper';
import { HalvesPicture, PartChoices, useProducts } from './composite-parts';
import { DishFacts, DishIngredients } from './dish-details';
import { productClosed } from './dialog-model';
import { $isAdding, addToCartPressed } from './model';
import './product-dialog.css';

/**
 * A product with its modifiers; the price follows every choice. It closes once added. A dish on
 * the restaurant's stop list, or made of parts with a slot the kitchen has none for, says so,
 * its picture greyed, its choices and its add disabled; an option, extra or part on the stop
 * list cannot be chosen, and says why.
 */
export function ProductDialog({ product }: { readonly product: Product }) {
  const { t } = useTranslation();
  const findProduct = useProducts();
  const { composition } = product;
  const { ingredients, allergens, nutrition } = productDetails(product);
  // A part is known out once the menu is here; before that, the slots start as listed.
  const partOut = (productId: number) => {
    const part = findProduct(productId);
    return part !== undefined && !isInStock(part);
  };
  const somethingOut =
    !isInStock(product) ||
    product.modifiers.some((m) => !isInStock(m)) ||
    !!composition?.slots.some(({ options }) => options.some(({ productId }) => partOut(productId)));
  // The stop list's words come with the screens' messages, asked for only when needed here.
  const stock = useTranslation(somethingOut ? MESSAGE_NAMESPACES.screens : undefined);
  // Nothing until the words are here (a key never shows).
  const outOfStock = stock.ready ? stock.t('product-stock.option-out') : '';
  const formatPrice = useFormatPrice();
  const [press, isAdding, close, language] = useUnit([
    addToCartPressed,
    $isAdding,
    productClosed,
    $language,
  ]);
  const [modifiers, setModifiers] = useState(() => withStartingCounts(product.modifiers));
  const [amount, setAmount] = useState(1);
  // The ingredients the customer leaves out ("без лука"): part of the line they add.
  const [removed, setRemoved] = useState<readonly number[]>([]);
  // The parts the customer picked; a slot not picked yet has its starting part.
  const [pickedParts, setParts] = useState<readonly (number | undefined)[]>([]);
  const chosenParts =
    composition &&
    startingParts(composition, (productId) => !partOut(productId)).map(
      (start, index) => pickedParts[index] ?? start,
    );
  // The dish as a whole cannot be added: it is out, or a slot has nothing the kitchen can cook.
  const unavailable = !isInStock(product) || !!chosenParts?.includes(undefined);

  const setCounts = (count: (modifier: (typeof modifiers)[number]) => number) =>
    setModifiers((current) => current.map((modifier) => ({ ...modifier, count: count(modifier) })));
  // A dish made of parts costs what they add by the contract's rule (composition.ts).
  const added = composition ? partsPrice(composition, chosenParts as number[]) : 0;
  const price = product.price + (added ?? 0);
  // The choices in stock are the only ones pressable: what is chosen is orderable unless the
  // dish, or something it cannot go without, is out.
  const orderable =
    added !== null && lineAvailability(product, modifiers, chosenParts?.map(findProduct)) === null;
  const total = lineTotal({ price, amount, modifiers });
  // Single choices (a size, a crust) in the order the menu lists their first options.
  const choices = [
    ...new Map(modifiers.flatMap(({ group }) => (group ? [[group.id, group]] : []))).values(),
  ];
  const extras = modifiers.filter(({ group }) => !group);

  return (
    <Dialog
      open
      title={keepUnits(product.name)}
      onClose={close}
      footer={
        <div className="product-dialog__footer">
          {orderable && (
            <Stepper
              label={product.name}
              value={amount}
              min={ORDER_LIMITS.lineAmount.min}
              max={ORDER_LIMITS.lineAmount.max}
              onChange={setAmount}
            />
          )}
          {/* Inside Telegram: its MainButton, with the price, inactive while nothing can go. */}
          <DialogAction
            busy={isAdding}
            disabled={!orderable}
            label={isAdding ? t('product.adding') : t('product.add', { price: formatPrice(total) })}
            onClick={() => {
              if (!orderable || added === null) return;
              press({
                productId: product.id,
                amount,
                modifiers,
                ...(chosenParts && { parts: chosenParts as number[] }),
                ...(removed.length > 0 && { removedIngredients: removed }),
              });
            }}
          />
        </div>
      }
    >
      {composition?.kind === 'halves' && chosenParts ? (
        <HalvesPicture parts={chosenParts} fallback={product.imageUrl} out={unavailable} />
      ) : (
        <Picture
          className={
            unavailable
              ? 'product-dialog__image product-dialog__image--out'
              : 'product-dialog__image'
          }
          src={product.imageUrl}
          width="320"
          height="320"
        />
      )}
      <p className="product-dialog__description">{product.description}</p>
      {ingredients.length > 0 && (
        <DishIngredients
          ingredients={ingredients}
          removed={removed}
          disabled={unavailable}
          onToggle={(id) =>
            setRemoved((current) =>
              current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
            )
          }
        />
      )}
      <DishFacts nutrition={nutrition} allergens={allergens} language={language} />
      {!orderable && stock.ready && (
        <Notice tone="warning">{stock.t('product-stock.dish-out')}</Notice>
      )}
      {choices.map((group) => {
        const options = modifiers.filter((option) => option.group?.id === group.id);
        return (
          <RadioChoice
            key={group.id}
            label={group.name}
            value={options.find(({ count }) => count > 0)?.id ?? null}
            // What an option adds to the dish's price: "+20 000" (none where it adds nothing).
            options={options.map((option) => {
              const out = !isInStock(option);
              const detail = out
                ? outOfStock
                : option.price > 0 && `+${formatAmount(option.price, language)}`;
              return {
                value: option.id,
                label: option.name,
                ...(detail ? { detail } : {}),
                // A dish that cannot be added keeps what is chosen, focusable, and nothing else.
                ...(out || (unavailable && option.count === 0) ? { disabled: true } : {}),
              };
            })}
            required={unavailable || options.some(({ isRequired }) => isRequired)}
            onChange={(id) =>
              setCounts((modifier) =>
                modifier.group?.id === group.id ? Number(modifier.id === id) : modifier.count,
              )
            }
          />
        );
      })}
      {composition && chosenParts && (
        <PartChoices
          composition={composition}
          parts={chosenParts}
          inStock={(productId) => !partOut(productId)}
          outOfStock={outOfStock}
          disabled={unavailable}
          // A half's pizza whole, with the size and crust chosen: what the dearer one costs.
          wholePrice={(optionPrice) =>
            lineTotal({
              price: product.price + optionPrice,
              amount: 1,
              modifiers: modifiers.filter(({ group }) => group),
            })
          }
          onChange={(slotIndex, productId) =>
            setParts((picked) =>
              composition.slots.map((_, index) =>
                index === slotIndex ? productId : picked[index],
              ),
            )
          }
        />
      )}
      {extras.length > 0 && (
        <fieldset className="modifiers">
          <legend>{t('product.modifiers')}</legend>
          {extras.map((modifier) => (
            <div key={modifier.id} className="modifier">
              <span className="modifier__name">
                {modifier.name}
                {modifier.isRequired && (
                  <span className="modifier__required"> · {t('product.required')}</span>
                )}
              </span>
              <span className="modifier__price">
                {!isInStock(modifier)
                  ? outOfStock
                  : modifier.price > 0
                    ? `+${formatPrice(modifier.price)}`
                    : t('product.free')}
              </span>
              <Stepper
                label={modifier.name}
                value={modifier.count}
                min={modifier.isRequired ? 1 : 0}
                max={isInStock(modifier) && !unavailable ? modifier.maxOneDish : 0}
                onChange={(count) =>
                  setCounts((other) => (other.id === modifier.id ? count : other.count))
                }
              />
            </div>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
