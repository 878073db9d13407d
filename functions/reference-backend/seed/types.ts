import type { Composition, Localized, PaymentMethod } from '@pizza-order-app/contract';
import type { FiscalCodes } from '@pizza-order-app/contract/fiscal';
import type { Nutrition } from '@pizza-order-app/contract/product-details';

/** Seed records keep every customer-facing text in the three languages; the backend picks one. */
export interface SeedFolder {
  readonly id: number;
  readonly name: Localized;
}

export interface SeedModifier {
  readonly id: number;
  readonly name: Localized;
  readonly isRequired: boolean;
  readonly isDefault: boolean;
  readonly price: number;
  readonly maxOneDish: number;
  readonly imageUrl: string;
  /** The single choice it is an option of (a size, a crust); none for an extra. */
  readonly group?: { readonly id: number; readonly name: Localized };
  /** Its own receipt item's codes; none: its price is the dish's (a size, a crust). */
  readonly fiscal?: FiscalCodes;
}

export interface SeedProduct {
  readonly id: number;
  readonly parentId: number;
  readonly name: Localized;
  readonly description: Localized;
  /** So'm, whole numbers. */
  readonly price: number;
  readonly imageUrl: string;
  readonly tags: readonly string[];
  readonly modifiers: readonly SeedModifier[];
  /** A dish made of parts the customer chooses: a half-and-half, a combo (composition.ts). */
  readonly composition?: Composition<Localized>;
  /** What it is made of; a removable one may be left out of a line. */
  readonly ingredients?: readonly SeedIngredient[];
  readonly allergens?: readonly Localized[];
  readonly nutrition?: Nutrition;
  /** Its receipt codes; none on a combo, whose receipt names each part by its own. */
  readonly fiscal?: FiscalCodes;
}

export interface SeedIngredient {
  readonly id: number;
  readonly name: Localized;
  /** The dish without it ("без лука"): a case no template builds in Russian or Uzbek. */
  readonly without: Localized;
  readonly removable: boolean;
}

export interface SeedRestaurant {
  readonly id: number;
  readonly name: Localized;
  readonly address: Localized;
  readonly regionId: number;
  readonly longitude: number;
  readonly latitude: number;
  /** "lon lat, lon lat, …", longitude first, ring not closed. */
  readonly zone: string;
  readonly isActive: boolean;
  readonly phone: string;
  readonly workingHours: string;
  /** The payment methods it takes, named in its answer (absent there means cash only). */
  readonly paymentMethods: readonly PaymentMethod[];
}

export interface SeedCourier {
  readonly name: Localized;
  readonly phone: string;
}

export interface SeedArticle {
  readonly id: number;
  readonly title: Localized;
  readonly summary: Localized;
  /** Simple HTML: <p>, <strong>, <ul>/<li>. */
  readonly body: Localized;
  readonly imageUrl: string;
  readonly publishedAt: string;
}

/** What a promotion takes off, by the one pricing rule (order-rules.ts); so'm and whole percents. */
export type Offer =
  /** Delivery is free when the dishes, at menu prices, come to at least `minDishesPrice`. */
  | { readonly kind: 'free-delivery'; readonly minDishesPrice: number }
  /** `percent` off every line of the folder's dishes, extras included. */
  | { readonly kind: 'folder-percent'; readonly folderId: number; readonly percent: number }
  /** `percent` off every line of an order that names `code`. */
  | { readonly kind: 'promo-code'; readonly code: string; readonly percent: number };

/**
 * A promotion is advertised only with the offer that keeps it: the pricing applies the offer
 * from `startsAt` until `endsAt`, and the list shows it for exactly that time.
 */
export interface SeedPromotion extends Omit<SeedArticle, 'publishedAt'> {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly offer: Offer;
}

export interface SeedStreet {
  readonly name: Localized;
  readonly longitude: number;
  readonly latitude: number;
}
