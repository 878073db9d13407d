/** The chain's own contacts (docs/product.md §1: contacts page). */
export const CHAIN_CONTACTS = {
  phone: '+998 71 200 00 00',
  phoneHref: 'tel:+998712000000',
  telegram: 'https://t.me/tashkent_pizza_bot',
  instagram: 'https://www.instagram.com/tashkent.pizza',
  email: 'hello@tashkent.pizza',
} as const;

/** Opens a point in Yandex Maps (a web link: works without the maps key, in any browser or Telegram). */
export const yandexMapsLink = (longitude: number, latitude: number) =>
  `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;
