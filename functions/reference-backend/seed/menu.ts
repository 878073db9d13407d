// The chain's menu: folders, products and modifiers in Russian, English and Uzbek.
import type { Composition, CompositionSlot, Localized } from '@pizza-order-app/contract';
import type { FiscalCodes } from '@pizza-order-app/contract/fiscal';
import { PRODUCT_DETAILS } from './ingredients';
import type { SeedFolder, SeedModifier, SeedProduct } from './types';

type Row = readonly [
  id: number,
  folder: number,
  slug: string,
  price: number,
  tags: string,
  ru: string,
  en: string,
  uz: string,
  descRu: string,
  descEn: string,
  descUz: string,
];

export const FOLDERS: readonly SeedFolder[] = [
  { id: 1, name: { ru: 'Пицца', en: 'Pizza', uz: 'Pitsa' } },
  { id: 2, name: { ru: 'Комбо', en: 'Combos', uz: 'Kombo' } },
  { id: 3, name: { ru: 'Закуски', en: 'Snacks', uz: 'Gazaklar' } },
  { id: 4, name: { ru: 'Салаты', en: 'Salads', uz: 'Salatlar' } },
  { id: 5, name: { ru: 'Паста', en: 'Pasta', uz: 'Pasta' } },
  { id: 6, name: { ru: 'Десерты', en: 'Desserts', uz: 'Desertlar' } },
  { id: 7, name: { ru: 'Напитки', en: 'Drinks', uz: 'Ichimliklar' } },
  { id: 8, name: { ru: 'Соусы', en: 'Sauces', uz: 'Souslar' } },
];

const ROWS: readonly Row[] = [
  [
    101,
    1,
    'margherita',
    59000,
    'hit vegetarian',
    'Маргарита',
    'Margherita',
    'Margarita',
    'Томатный соус, моцарелла и свежий базилик.',
    'Tomato sauce, mozzarella and fresh basil.',
    'Pomidor sousi, motsarella va yangi rayhon.',
  ],
  [
    102,
    1,
    'pepperoni',
    69000,
    'hit spicy',
    'Пепперони',
    'Pepperoni',
    'Pepperoni',
    'Острая говяжья пепперони и двойная моцарелла.',
    'Spicy beef pepperoni and double mozzarella.',
    'Achchiq mol go‘shtidan pepperoni va ikki barobar motsarella.',
  ],
  [
    103,
    1,
    'four-cheese',
    79000,
    'vegetarian',
    'Четыре сыра',
    'Four Cheese',
    'To‘rt pishloq',
    'Моцарелла, чеддер, пармезан и дорблю на сливочном соусе.',
    'Mozzarella, cheddar, parmesan and blue cheese on a cream sauce.',
    'Qaymoqli sousda motsarella, chedder, parmezan va dorblyu.',
  ],
  [
    104,
    1,
    'chicken-ranch',
    75000,
    '',
    'Цыплёнок ранч',
    'Chicken Ranch',
    'Tovuqli ranch',
    'Курица, томаты, моцарелла и соус ранч.',
    'Chicken, tomatoes, mozzarella and ranch sauce.',
    'Tovuq, pomidor, motsarella va ranch sousi.',
  ],
  [
    105,
    1,
    'bbq-beef',
    85000,
    'new',
    'Говядина барбекю',
    'BBQ Beef',
    'Barbekyu mol go‘shti',
    'Говядина, красный лук и соус барбекю.',
    'Beef, red onion and barbecue sauce.',
    'Mol go‘shti, qizil piyoz va barbekyu sousi.',
  ],
  [
    106,
    1,
    'hawaiian',
    72000,
    'kids',
    'Гавайская',
    'Hawaiian',
    'Gavayi',
    'Курица, ананасы и моцарелла.',
    'Chicken, pineapple and mozzarella.',
    'Tovuq, ananas va motsarella.',
  ],
  [
    107,
    1,
    'vegetarian',
    65000,
    'vegetarian',
    'Овощная',
    'Garden Veggie',
    'Sabzavotli',
    'Перец, шампиньоны, маслины, томаты и лук.',
    'Peppers, mushrooms, olives, tomatoes and onion.',
    'Qalampir, qo‘ziqorin, zaytun, pomidor va piyoz.',
  ],
  [
    108,
    1,
    'mexican',
    78000,
    'spicy',
    'Мексиканская',
    'Mexican',
    'Meksikacha',
    'Говядина, халапеньо, кукуруза и острый соус.',
    'Beef, jalapeño, sweet corn and hot sauce.',
    'Mol go‘shti, xalapenyo, makkajo‘xori va achchiq sous.',
  ],
  [
    109,
    1,
    'mushroom',
    68000,
    'vegetarian',
    'Грибная',
    'Mushroom',
    'Qo‘ziqorinli',
    'Шампиньоны, сливочный соус и моцарелла.',
    'Mushrooms, cream sauce and mozzarella.',
    'Qo‘ziqorin, qaymoqli sous va motsarella.',
  ],
  [
    110,
    1,
    'tashkent-special',
    89000,
    'hit new',
    'Ташкентская',
    'Tashkent Special',
    'Toshkentcha',
    'Казы, говядина, лук и пряный томатный соус.',
    'Qazi sausage, beef, onion and spiced tomato sauce.',
    'Qazi, mol go‘shti, piyoz va ziravorli pomidor sousi.',
  ],
  [
    111,
    1,
    'carbonara-pizza',
    76000,
    '',
    'Карбонара',
    'Carbonara',
    'Karbonara',
    'Индейка, сливочный соус, пармезан и чёрный перец.',
    'Turkey ham, cream sauce, parmesan and black pepper.',
    'Kurka, qaymoqli sous, parmezan va qora murch.',
  ],
  [
    112,
    1,
    'kids-pizza',
    49000,
    'kids',
    'Детская',
    'Kids’ Pizza',
    'Bolalar pitsasi',
    'Маленькая пицца с курицей и сыром, без острого.',
    'A small chicken and cheese pizza, nothing spicy.',
    'Tovuq va pishloqli kichik pitsa, achchiqsiz.',
  ],
  [
    113,
    1,
    'half-and-half',
    59000,
    'new',
    'Пицца из половинок',
    'Half-and-Half Pizza',
    'Yarimtalik pitsa',
    'Половинки двух разных пицц — одного размера, на одном тесте.',
    'Halves of two different pizzas, one size, one crust.',
    'Ikki xil pitsaning yarimtalari — bir o‘lchamda, bir xamirda.',
  ],
  [
    201,
    2,
    'combo-duo',
    139000,
    'hit',
    'Комбо на двоих',
    'Combo for Two',
    'Ikki kishilik kombo',
    'Две пиццы 25 см и напиток — на ваш выбор.',
    'Two 25 cm pizzas and a drink of your choice.',
    'O‘zingiz tanlagan ikkita 25 sm pitsa va ichimlik.',
  ],
  [
    202,
    2,
    'combo-family',
    189000,
    '',
    'Семейное комбо',
    'Family Combo',
    'Oilaviy kombo',
    'Три пиццы, картофель по-деревенски и напиток.',
    'Three pizzas, potato wedges and a drink.',
    'Uchta pitsa, qishloqcha kartoshka va ichimlik.',
  ],
  [
    203,
    2,
    'combo-lunch',
    79000,
    'new',
    'Обеденное комбо',
    'Lunch Combo',
    'Tushlik kombo',
    'Пицца 25 см, салат и напиток.',
    'A 25 cm pizza, a salad and a drink.',
    '25 sm pitsa, salat va ichimlik.',
  ],
  [
    204,
    2,
    'combo-kids',
    69000,
    'kids',
    'Детское комбо',
    'Kids’ Combo',
    'Bolalar kombosi',
    'Детская пицца, наггетсы и сок или вода.',
    'Kids’ pizza, nuggets and juice or water.',
    'Bolalar pitsasi, naggetslar va sharbat yoki suv.',
  ],
  [
    301,
    3,
    'potato-wedges',
    22000,
    'vegetarian',
    'Картофель по-деревенски',
    'Potato Wedges',
    'Qishloqcha kartoshka',
    'Хрустящие дольки со специями.',
    'Crispy seasoned wedges.',
    'Ziravorli qarsildoq bo‘laklar.',
  ],
  [
    302,
    3,
    'chicken-wings',
    39000,
    'spicy',
    'Куриные крылья',
    'Chicken Wings',
    'Tovuq qanotlari',
    'Восемь острых крыльев в соусе баффало.',
    'Eight hot wings in buffalo sauce.',
    'Baffalo sousidagi sakkizta achchiq qanot.',
  ],
  [
    303,
    3,
    'nuggets',
    29000,
    'kids',
    'Наггетсы',
    'Nuggets',
    'Naggetslar',
    'Девять наггетсов из куриного филе.',
    'Nine chicken breast nuggets.',
    'Tovuq filesidan to‘qqizta naggets.',
  ],
  [
    304,
    3,
    'garlic-bread',
    19000,
    'vegetarian',
    'Чесночный хлеб',
    'Garlic Bread',
    'Sarimsoqli non',
    'Тёплый хлеб с чесночным маслом и зеленью.',
    'Warm bread with garlic butter and herbs.',
    'Sarimsoqli yog‘ va ko‘katli iliq non.',
  ],
  [
    305,
    3,
    'mozzarella-sticks',
    32000,
    '',
    'Сырные палочки',
    'Mozzarella Sticks',
    'Pishloq tayoqchalari',
    'Моцарелла в хрустящей панировке.',
    'Mozzarella in a crunchy coating.',
    'Qarsildoq qobiqdagi motsarella.',
  ],
  [
    306,
    3,
    'samsa-bites',
    27000,
    'new',
    'Мини-самса',
    'Samsa Bites',
    'Mini somsa',
    'Шесть мини-самс с говядиной из нашей печи.',
    'Six small beef samsas from our oven.',
    'Pechimizdan oltita mol go‘shtli mini somsa.',
  ],
  [
    401,
    4,
    'caesar',
    42000,
    'hit',
    'Цезарь',
    'Caesar Salad',
    'Sezar salati',
    'Курица, романо, пармезан и соус цезарь.',
    'Chicken, romaine, parmesan and Caesar dressing.',
    'Tovuq, romano, parmezan va sezar sousi.',
  ],
  [
    402,
    4,
    'greek',
    36000,
    'vegetarian',
    'Греческий',
    'Greek Salad',
    'Yunoncha salat',
    'Овощи, брынза и маслины.',
    'Vegetables, feta and olives.',
    'Sabzavotlar, brinza va zaytun.',
  ],
  [
    403,
    4,
    'achichuk',
    18000,
    'vegetarian',
    'Ачичук',
    'Achichuk',
    'Achchiq-chuchuk',
    'Томаты, лук и острый перец — классика к пицце.',
    'Tomatoes, onion and hot pepper: the classic side.',
    'Pomidor, piyoz va achchiq qalampir — klassika.',
  ],
  [
    404,
    4,
    'tuna-salad',
    45000,
    '',
    'Салат с тунцом',
    'Tuna Salad',
    'Tunetsli salat',
    'Тунец, яйцо, огурец и микс салатов.',
    'Tuna, egg, cucumber and mixed leaves.',
    'Tunets, tuxum, bodring va salat bargi.',
  ],
  [
    501,
    5,
    'carbonara',
    55000,
    '',
    'Паста карбонара',
    'Pasta Carbonara',
    'Karbonara pastasi',
    'Спагетти, индейка, сливки и пармезан.',
    'Spaghetti, turkey ham, cream and parmesan.',
    'Spagetti, kurka, qaymoq va parmezan.',
  ],
  [
    502,
    5,
    'bolognese',
    52000,
    'hit',
    'Болоньезе',
    'Bolognese',
    'Bolonyeze',
    'Спагетти с говяжьим рагу и томатами.',
    'Spaghetti with beef and tomato ragù.',
    'Mol go‘shti va pomidorli ragu bilan spagetti.',
  ],
  [
    503,
    5,
    'alfredo',
    54000,
    '',
    'Феттучини Альфредо',
    'Fettuccine Alfredo',
    'Fettuchini Alfredo',
    'Курица и сливочный соус с пармезаном.',
    'Chicken in a parmesan cream sauce.',
    'Parmezanli qaymoqli sousda tovuq.',
  ],
  [
    504,
    5,
    'arrabbiata',
    47000,
    'spicy vegetarian',
    'Арраббьята',
    'Arrabbiata',
    'Arrabbyata',
    'Пенне в остром томатном соусе.',
    'Penne in a fiery tomato sauce.',
    'Achchiq pomidor sousidagi penne.',
  ],
  [
    601,
    6,
    'cheesecake',
    32000,
    'hit',
    'Чизкейк',
    'Cheesecake',
    'Chizkeyk',
    'Нью-йоркский чизкейк с ягодным соусом.',
    'New York cheesecake with berry sauce.',
    'Rezavor sousli Nyu-York chizkeyki.',
  ],
  [
    602,
    6,
    'chocolate-fondant',
    35000,
    '',
    'Шоколадный фондан',
    'Chocolate Fondant',
    'Shokoladli fondan',
    'Тёплый кекс с жидкой серединкой.',
    'A warm cake with a molten centre.',
    'O‘rtasi suyuq iliq keks.',
  ],
  [
    603,
    6,
    'cinnamon-rolls',
    26000,
    'kids',
    'Синнабоны',
    'Cinnamon Rolls',
    'Dolchinli bulochka',
    'Четыре булочки с корицей и глазурью.',
    'Four cinnamon rolls with icing.',
    'Glazurli to‘rtta dolchinli bulochka.',
  ],
  [
    604,
    6,
    'chak-chak',
    24000,
    'new',
    'Чак-чак',
    'Chak-Chak',
    'Chak-chak',
    'Хрустящее тесто в медовом сиропе.',
    'Crunchy dough in honey syrup.',
    'Asal sharbatidagi qarsildoq xamir.',
  ],
  [
    605,
    6,
    'ice-cream',
    18000,
    'kids',
    'Мороженое',
    'Ice Cream',
    'Muzqaymoq',
    'Два шарика пломбира.',
    'Two scoops of vanilla ice cream.',
    'Ikki sharcha plombir.',
  ],
  [
    701,
    7,
    'cola',
    12000,
    '',
    'Кока-кола 0,5 л',
    'Coca-Cola 0.5 l',
    'Coca-Cola 0,5 l',
    'Охлаждённая, в бутылке.',
    'Chilled, in a bottle.',
    'Sovutilgan, shishada.',
  ],
  [
    702,
    7,
    'fanta',
    12000,
    '',
    'Фанта 0,5 л',
    'Fanta 0.5 l',
    'Fanta 0,5 l',
    'Апельсиновая газировка.',
    'Orange soda.',
    'Apelsinli gazli ichimlik.',
  ],
  [
    703,
    7,
    'lemonade',
    19000,
    'new',
    'Домашний лимонад',
    'House Lemonade',
    'Uy limonadi',
    'Лимон, мята и тархун.',
    'Lemon, mint and tarragon.',
    'Limon, yalpiz va tarxun.',
  ],
  [
    704,
    7,
    'green-tea',
    9000,
    '',
    'Зелёный чай',
    'Green Tea',
    'Ko‘k choy',
    'Чайник зелёного чая на двоих.',
    'A pot of green tea for two.',
    'Ikki kishilik choynakda ko‘k choy.',
  ],
  [
    705,
    7,
    'orange-juice',
    16000,
    'kids',
    'Апельсиновый сок',
    'Orange Juice',
    'Apelsin sharbati',
    'Сок 0,3 л.',
    'Juice, 0.3 l.',
    'Sharbat, 0,3 l.',
  ],
  [
    706,
    7,
    'water',
    6000,
    '',
    'Вода 0,5 л',
    'Water 0.5 l',
    'Suv 0,5 l',
    'Негазированная.',
    'Still.',
    'Gazsiz.',
  ],
  [
    801,
    8,
    'garlic-sauce',
    6000,
    '',
    'Чесночный соус',
    'Garlic Sauce',
    'Sarimsoqli sous',
    'Для корочек и закусок.',
    'For crusts and snacks.',
    'Qobiq va gazaklar uchun.',
  ],
  [
    802,
    8,
    'bbq-sauce',
    6000,
    '',
    'Соус барбекю',
    'BBQ Sauce',
    'Barbekyu sousi',
    'Сладкий и дымный.',
    'Sweet and smoky.',
    'Shirin va tutunli.',
  ],
  [
    803,
    8,
    'cheese-sauce',
    7000,
    'hit',
    'Сырный соус',
    'Cheese Sauce',
    'Pishloqli sous',
    'Тёплый сырный соус.',
    'Warm cheese sauce.',
    'Iliq pishloqli sous.',
  ],
  [
    804,
    8,
    'chili-sauce',
    6000,
    'spicy',
    'Соус чили',
    'Chili Sauce',
    'Chili sousi',
    'Для тех, кто любит острее.',
    'For those who like it hotter.',
    'Achchiqroq yoqtiradiganlar uchun.',
  ],
];

const modifier = (
  id: number,
  name: SeedModifier['name'],
  price: number,
  maxOneDish: number,
  image: string,
  isRequired = false,
): SeedModifier => ({
  id,
  name,
  isRequired,
  isDefault: isRequired,
  price,
  maxOneDish,
  imageUrl: `/images/products/${image}.svg`,
});

/**
 * Plausible fiscal codes in the tax office catalogue's shape (17-digit ИКПУ, a piece's package
 * code, 12% VAT): the chain fills in the ones it registered for each dish.
 */
const fiscalCodes = (code: string): FiscalCodes => ({
  code,
  packageCode: '1501005',
  vatPercent: 12,
});

/** Each folder's dishes share a code; combos have none: their receipt lists their parts. */
const FOLDER_FISCAL_CODES: Readonly<Record<number, FiscalCodes>> = {
  1: fiscalCodes('10899001001000000'),
  3: fiscalCodes('10899002001000000'),
  4: fiscalCodes('10899003001000000'),
  5: fiscalCodes('10899004001000000'),
  6: fiscalCodes('10899005001000000'),
  7: fiscalCodes('11099001001000000'),
  8: fiscalCodes('10399001001000000'),
};

/** An extra topping is sold as an item of its own on the receipt. */
const EXTRA_FISCAL_CODES = fiscalCodes('10899009001000000');

const PIZZA_EXTRAS: readonly SeedModifier[] = [
  modifier(
    1002,
    { ru: 'Двойная моцарелла', en: 'Extra mozzarella', uz: 'Qo‘shimcha motsarella' },
    12000,
    3,
    'four-cheese',
  ),
  modifier(1003, { ru: 'Халапеньо', en: 'Jalapeño', uz: 'Xalapenyo' }, 6000, 2, 'mexican'),
  modifier(
    1004,
    { ru: 'Бекон из индейки', en: 'Turkey bacon', uz: 'Kurka bekoni' },
    15000,
    2,
    'carbonara-pizza',
  ),
].map((extra) => ({ ...extra, fiscal: EXTRA_FISCAL_CODES }));
const SIGNATURE_SAUCE = modifier(
  1005,
  { ru: 'Фирменный соус', en: 'Signature sauce', uz: 'Maxsus sous' },
  0,
  1,
  'garlic-sauce',
  true,
);

/**
 * A required single choice: one option, the first by default, each adding its price to the
 * dish's (which is the price with the first option).
 */
const choice = (
  group: NonNullable<SeedModifier['group']>,
  image: string,
  options: readonly (readonly [id: number, name: SeedModifier['name'], price: number])[],
) =>
  options.map(([id, name, price], index): SeedModifier => ({
    ...modifier(id, name, price, 1, image, true),
    isDefault: index === 0,
    group,
  }));

const PIZZA_SIZES = choice(
  { id: 1, name: { ru: 'Размер', en: 'Size', uz: 'O‘lcham' } },
  'margherita',
  [
    [1101, { ru: '25 см', en: '25 cm', uz: '25 sm' }, 0],
    [1102, { ru: '30 см', en: '30 cm', uz: '30 sm' }, 20000],
    [1103, { ru: '35 см', en: '35 cm', uz: '35 sm' }, 40000],
  ],
);
const PIZZA_CRUSTS = choice(
  { id: 2, name: { ru: 'Тесто', en: 'Crust', uz: 'Xamir' } },
  'margherita',
  [
    [1201, { ru: 'Традиционное тесто', en: 'Traditional crust', uz: 'An’anaviy xamir' }, 0],
    [1202, { ru: 'Тонкое тесто', en: 'Thin crust', uz: 'Yupqa xamir' }, 0],
  ],
);
const DRINK_VOLUMES = choice(
  { id: 3, name: { ru: 'Объём', en: 'Volume', uz: 'Hajm' } },
  'lemonade',
  [
    [1301, { ru: '0,5 л', en: '0.5 l', uz: '0,5 l' }, 0],
    [1302, { ru: '1 л', en: '1 l', uz: '1 l' }, 14000],
  ],
);

/** The kids' pizza comes in one small size; the other pizzas in three, on either crust. */
const KIDS_PIZZA = 112;
const WITH_SIGNATURE_SAUCE = new Set([102, 110]);
const HOUSE_LEMONADE = 703;
const HALF_AND_HALF = 113;

const modifiersFor = ([id, folder]: Row): readonly SeedModifier[] => {
  if (id === HOUSE_LEMONADE) return DRINK_VOLUMES;
  if (folder !== 1) return [];
  if (id === KIDS_PIZZA) return PIZZA_EXTRAS;
  // The half-and-half's size and crust are both halves': its sizes add what they add to each pizza.
  if (id === HALF_AND_HALF) return [...PIZZA_SIZES, ...PIZZA_CRUSTS, ...PIZZA_EXTRAS];
  return [
    ...PIZZA_SIZES,
    ...PIZZA_CRUSTS,
    ...(WITH_SIGNATURE_SAUCE.has(id) ? [SIGNATURE_SAUCE] : []),
    ...PIZZA_EXTRAS,
  ];
};

type Slot = CompositionSlot<Localized>;

/** The pizzas that come in every size: the halves of a half-and-half and a combo's pizzas. */
const WHOLE_PIZZAS = ROWS.filter(
  ([id, folder]) => folder === 1 && id !== KIDS_PIZZA && id !== HALF_AND_HALF,
);
/** What a combo charges above its price for its dearer pizzas. */
const COMBO_PIZZA_SURCHARGES: Readonly<Record<number, number>> = {
  103: 10000,
  105: 15000,
  108: 10000,
  110: 20000,
};
const PEPPERONI = 102;

/** A slot's options, the one the dialog starts with (`defaultId`, else the first) first. */
const slot = (
  id: number,
  name: Localized,
  options: readonly (readonly [productId: number, price: number])[],
  defaultId?: number,
): Slot => ({
  id,
  name,
  options: [...options]
    .sort(([a], [b]) => Number(b === defaultId) - Number(a === defaultId))
    .map(([productId, price]) => ({ productId, price })),
});

/** A half costs what its pizza costs above the half-and-half's own price (the cheapest pizza's). */
const half = (id: number, name: Localized, defaultId: number, halvesPrice: number) =>
  slot(
    id,
    name,
    WHOLE_PIZZAS.map(([productId, , , price]) => [productId, price - halvesPrice]),
    defaultId,
  );

const comboPizza = (id: number, name: Localized, defaultId?: number) =>
  slot(
    id,
    name,
    WHOLE_PIZZAS.map(([productId]) => [productId, COMBO_PIZZA_SURCHARGES[productId] ?? 0]),
    defaultId,
  );

const FIRST_PIZZA = { ru: 'Первая пицца', en: 'First pizza', uz: 'Birinchi pitsa' };
const SECOND_PIZZA = { ru: 'Вторая пицца', en: 'Second pizza', uz: 'Ikkinchi pitsa' };
const THIRD_PIZZA = { ru: 'Третья пицца', en: 'Third pizza', uz: 'Uchinchi pitsa' };
const PIZZA = { ru: 'Пицца', en: 'Pizza', uz: 'Pitsa' };
const DRINK = { ru: 'Напиток', en: 'Drink', uz: 'Ichimlik' };
const SALAD = { ru: 'Салат', en: 'Salad', uz: 'Salat' };
/** Cola, Fanta, orange juice (+4 000) and water: the drinks without a size of their own. */
const COMBO_DRINKS = [
  [701, 0],
  [702, 0],
  [705, 4000],
  [706, 0],
] as const;

const compositionFor = ([id, , , price]: Row): Composition<Localized> | undefined => {
  switch (id) {
    case HALF_AND_HALF:
      return {
        kind: 'halves',
        slots: [
          half(1, { ru: 'Левая половина', en: 'Left half', uz: 'Chap yarmi' }, PEPPERONI, price),
          half(2, { ru: 'Правая половина', en: 'Right half', uz: 'O‘ng yarmi' }, 101, price),
        ],
      };
    case 201:
      return {
        kind: 'combo',
        slots: [
          comboPizza(1, FIRST_PIZZA, PEPPERONI),
          comboPizza(2, SECOND_PIZZA),
          slot(3, DRINK, COMBO_DRINKS),
        ],
      };
    case 202:
      return {
        kind: 'combo',
        slots: [
          comboPizza(1, FIRST_PIZZA, PEPPERONI),
          comboPizza(2, SECOND_PIZZA),
          comboPizza(3, THIRD_PIZZA, 104),
          slot(4, DRINK, COMBO_DRINKS),
        ],
      };
    case 203:
      return {
        kind: 'combo',
        slots: [
          comboPizza(1, PIZZA),
          slot(2, SALAD, [
            [402, 0],
            [403, 0],
            [401, 6000],
          ]),
          slot(3, DRINK, COMBO_DRINKS),
        ],
      };
    case 204:
      return {
        kind: 'combo',
        slots: [
          slot(1, DRINK, [
            [705, 0],
            [706, 0],
          ]),
        ],
      };
    default:
      return undefined;
  }
};

export const PRODUCTS: readonly SeedProduct[] = ROWS.map((row) => {
  const [id, parentId, slug, price, tags, ru, en, uz, descRu, descEn, descUz] = row;
  const composition = compositionFor(row);
  const fiscal = FOLDER_FISCAL_CODES[parentId];
  return {
    id,
    parentId,
    name: { ru, en, uz },
    description: { ru: descRu, en: descEn, uz: descUz },
    price,
    imageUrl: `/images/products/${slug}.svg`,
    tags: tags ? tags.split(' ') : [],
    modifiers: modifiersFor(row),
    ...(composition ? { composition } : {}),
    ...(fiscal ? { fiscal } : {}),
    ...PRODUCT_DETAILS[id],
  };
});

export const PRODUCTS_FOR_CART: readonly number[] = [803, 701, 601, 301];

export const MENU_HOURS = {
  starTime: '10:00',
  endTime: '03:00',
  deliveryDuration: 30,
  priceOfDelivery: 12000,
} as const;
