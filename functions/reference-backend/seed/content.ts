// News, promotions and vacancies of the chain in Russian, English and Uzbek.
import type { Vacancy } from '@pizza-order-app/contract';
import type { SeedArticle, SeedPromotion } from './types';

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

export const NEWS: readonly SeedArticle[] = [
  {
    id: 1,
    title: {
      ru: 'Открыли ресторан в Мирзо-Улугбеке',
      en: 'We opened in Mirzo Ulugbek',
      uz: 'Mirzo Ulug‘bekda restoran ochdik',
    },
    summary: {
      ru: 'Новый зал на 80 мест и доставка по всему району.',
      en: 'A new 80-seat hall and delivery across the district.',
      uz: '80 o‘rinli yangi zal va butun tuman bo‘ylab yetkazib berish.',
    },
    body: {
      ru: paragraphs(
        'Ждём гостей на улице <strong>Буюк Ипак Йули, 45</strong> каждый день с 10:00 до 03:00.',
        'Первую неделю — десерт в подарок к каждому заказу.',
      ),
      en: paragraphs(
        'Visit us at <strong>45 Buyuk Ipak Yo‘li St</strong> every day from 10:00 to 03:00.',
        'During the first week every order comes with a free dessert.',
      ),
      uz: paragraphs(
        'Bizni har kuni 10:00 dan 03:00 gacha <strong>Buyuk Ipak Yo‘li ko‘chasi, 45</strong> manzilida kutamiz.',
        'Birinchi hafta har bir buyurtmaga desert sovg‘a.',
      ),
    },
    imageUrl: '/images/news/opening.svg',
    publishedAt: '2026-10-28T09:00:00.000Z',
  },
  {
    id: 2,
    title: {
      ru: 'Ташкентская пицца с казы',
      en: 'The Tashkent Special with qazi',
      uz: 'Qazili Toshkentcha pitsa',
    },
    summary: {
      ru: 'Новинка меню с местным характером.',
      en: 'A new pizza with local character.',
      uz: 'Mahalliy ruhdagi yangi pitsa.',
    },
    body: {
      ru: paragraphs(
        'Казы, говядина, лук и пряный томатный соус на нашем фирменном тесте.',
        'Попробуйте с ачичуком — так вкуснее.',
      ),
      en: paragraphs(
        'Qazi, beef, onion and a spiced tomato sauce on our signature dough.',
        'Try it with achichuk: it is better that way.',
      ),
      uz: paragraphs(
        'Maxsus xamirimizda qazi, mol go‘shti, piyoz va ziravorli pomidor sousi.',
        'Achchiq-chuchuk bilan tatib ko‘ring — shunday mazaliroq.',
      ),
    },
    imageUrl: '/images/news/tashkent-special.svg',
    publishedAt: '2026-09-15T09:00:00.000Z',
  },
  {
    id: 3,
    title: { ru: 'Заказы в Telegram', en: 'Order in Telegram', uz: 'Telegramda buyurtma' },
    summary: {
      ru: 'Корзина теперь одна — в боте и на сайте.',
      en: 'One cart in the bot and on the site.',
      uz: 'Bot va saytda bitta savat.',
    },
    body: {
      ru: paragraphs(
        'Откройте мини-приложение из нашего бота: корзина синхронизируется, а статус заказа приходит прямо в чат.',
      ),
      en: paragraphs(
        'Open the mini app from our bot: your cart stays in sync and order updates arrive right in the chat.',
      ),
      uz: paragraphs(
        'Botimizdan mini ilovani oching: savat sinxronlanadi, buyurtma holati esa to‘g‘ridan-to‘g‘ri chatga keladi.',
      ),
    },
    imageUrl: '/images/news/telegram.svg',
    publishedAt: '2026-08-01T09:00:00.000Z',
  },
  {
    id: 4,
    title: {
      ru: 'Доставка до трёх ночи',
      en: 'Delivery until 3 a.m.',
      uz: 'Tungi soat uchgacha yetkazib berish',
    },
    summary: {
      ru: 'Все рестораны работают дольше.',
      en: 'All restaurants now stay open longer.',
      uz: 'Barcha restoranlar uzoqroq ishlaydi.',
    },
    body: {
      ru: paragraphs(
        'Теперь мы принимаем заказы:',
        '<ul><li>ежедневно с 10:00</li><li>до 03:00 ночи</li></ul>',
      ),
      en: paragraphs(
        'We now take orders:',
        '<ul><li>every day from 10:00</li><li>until 03:00 at night</li></ul>',
      ),
      uz: paragraphs(
        'Endi buyurtmalarni qabul qilamiz:',
        '<ul><li>har kuni 10:00 dan</li><li>tungi 03:00 gacha</li></ul>',
      ),
    },
    imageUrl: '/images/news/night.svg',
    publishedAt: '2026-06-20T09:00:00.000Z',
  },
  {
    id: 5,
    title: {
      ru: 'Свежее тесто каждый день',
      en: 'Fresh dough every day',
      uz: 'Har kuni yangi xamir',
    },
    summary: {
      ru: 'Как мы готовим основу для пиццы.',
      en: 'How we make our pizza base.',
      uz: 'Pitsa asosini qanday tayyorlaymiz.',
    },
    body: {
      ru: paragraphs(
        'Тесто замешивается утром в каждом ресторане и отдыхает <strong>24 часа</strong>.',
      ),
      en: paragraphs(
        'Dough is kneaded every morning in each restaurant and rests for <strong>24 hours</strong>.',
      ),
      uz: paragraphs(
        'Xamir har ertalab har bir restoranda qoriladi va <strong>24 soat</strong> dam oladi.',
      ),
    },
    imageUrl: '/images/news/dough.svg',
    publishedAt: '2026-05-05T09:00:00.000Z',
  },
];

/**
 * Each promotion is priced by its offer (order-rules.ts) while it runs, and listed only then. Two
 * promo codes: one running, one whose summer is over (the pricing answers it as expired).
 */
export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1,
    title: { ru: 'Вся паста −20%', en: 'All pasta −20%', uz: 'Barcha pastalarga −20%' },
    summary: {
      ru: 'Скидка 20% на любую пасту в заказе.',
      en: '20% off every pasta in your order.',
      uz: 'Buyurtmadagi har bir pastaga 20% chegirma.',
    },
    body: {
      ru: paragraphs(
        'Скидка 20% на каждую пасту в заказе вместе с добавками — с доставкой и самовывозом.',
        'Скидки на блюда не суммируются: к каждому блюду применяется наибольшая.',
      ),
      en: paragraphs(
        '20% off every pasta in the order, extras included, for delivery and pickup.',
        'Dish discounts do not add up: each dish gets the largest one.',
      ),
      uz: paragraphs(
        'Buyurtmadagi har bir pastaga qo‘shimchalari bilan 20% chegirma — yetkazib berishda ham, olib ketishda ham.',
        'Taomlarga chegirmalar qo‘shilmaydi: har bir taomga eng kattasi qo‘llanadi.',
      ),
    },
    imageUrl: '/images/stocks/pasta.svg',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2027-12-31T23:59:59.000Z',
    offer: { kind: 'folder-percent', folderId: 5, percent: 20 },
  },
  {
    id: 2,
    title: {
      ru: 'Бесплатная доставка от 150 000 сум',
      en: 'Free delivery over 150 000 UZS',
      uz: '150 000 so‘mdan bepul yetkazib berish',
    },
    summary: {
      ru: 'Доставим бесплатно большой заказ.',
      en: 'Big orders travel free.',
      uz: 'Katta buyurtmani bepul yetkazamiz.',
    },
    body: {
      ru: paragraphs(
        'Доставка бесплатна, когда блюда в заказе по ценам меню стоят от 150 000 сум.',
        'Акция действует во всех зонах доставки.',
      ),
      en: paragraphs(
        'Delivery is free when the dishes in the order come to 150,000 so‘m or more at menu prices.',
        'The offer applies in every delivery zone.',
      ),
      uz: paragraphs(
        'Buyurtmadagi taomlar menyu narxlarida 150 000 so‘m va undan ko‘p bo‘lsa, yetkazib berish bepul.',
        'Aksiya barcha yetkazib berish hududlarida amal qiladi.',
      ),
    },
    imageUrl: '/images/stocks/free-delivery.svg',
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2027-12-31T23:59:59.000Z',
    offer: { kind: 'free-delivery', minDishesPrice: 150_000 },
  },
  {
    id: 3,
    title: {
      ru: 'Промокод PIZZA15: −15%',
      en: 'Promo code PIZZA15: −15%',
      uz: 'PIZZA15 promokodi: −15%',
    },
    summary: {
      ru: 'Введите код при оформлении заказа.',
      en: 'Enter the code at checkout.',
      uz: 'Kodni buyurtma berishda kiriting.',
    },
    body: {
      ru: paragraphs(
        'Скидка 15% на все блюда заказа с промокодом <strong>PIZZA15</strong>: введите его в поле «Промокод» при оформлении.',
        'Скидки на блюда не суммируются: к каждому блюду применяется наибольшая.',
      ),
      en: paragraphs(
        '15% off every dish in the order with the promo code <strong>PIZZA15</strong>: enter it in the “Promo code” field at checkout.',
        'Dish discounts do not add up: each dish gets the largest one.',
      ),
      uz: paragraphs(
        '<strong>PIZZA15</strong> promokodi bilan buyurtmadagi barcha taomlarga 15% chegirma: uni buyurtma berishda «Promokod» maydoniga kiriting.',
        'Taomlarga chegirmalar qo‘shilmaydi: har bir taomga eng kattasi qo‘llanadi.',
      ),
    },
    imageUrl: '/images/stocks/promo-code.svg',
    startsAt: '2026-09-01T00:00:00.000Z',
    endsAt: '2027-12-31T23:59:59.000Z',
    offer: { kind: 'promo-code', code: 'PIZZA15', percent: 15 },
  },
  {
    id: 4,
    title: {
      ru: 'Летний промокод SUMMER25: −25%',
      en: 'Summer promo code SUMMER25: −25%',
      uz: 'SUMMER25 yozgi promokodi: −25%',
    },
    summary: {
      ru: 'Скидка 25% всё лето.',
      en: '25% off all summer.',
      uz: 'Butun yoz davomida 25% chegirma.',
    },
    body: {
      ru: paragraphs('Скидка 25% на все блюда заказа с промокодом <strong>SUMMER25</strong>.'),
      en: paragraphs(
        '25% off every dish in the order with the promo code <strong>SUMMER25</strong>.',
      ),
      uz: paragraphs(
        '<strong>SUMMER25</strong> promokodi bilan buyurtmadagi barcha taomlarga 25% chegirma.',
      ),
    },
    imageUrl: '/images/stocks/summer-code.svg',
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-09-01T00:00:00.000Z',
    offer: { kind: 'promo-code', code: 'SUMMER25', percent: 25 },
  },
];

const TASHKENT = { ru: 'Ташкент', en: 'Tashkent', uz: 'Toshkent' };

export const VACANCIES: readonly Vacancy[] = [
  {
    id: 1,
    title: { ru: 'Повар-пиццайоло', en: 'Pizza cook', uz: 'Pitsa oshpazi' },
    description: {
      ru: 'Готовим пиццу по стандартам сети, обучение с нуля.',
      en: 'Make pizza to the chain’s standards; we train from scratch.',
      uz: 'Tarmoq standartlari bo‘yicha pitsa tayyorlash, noldan o‘qitamiz.',
    },
    city: TASHKENT,
    restaurantId: 1,
    schedule: {
      ru: '2/2, смены по 12 часов',
      en: '2 on / 2 off, 12-hour shifts',
      uz: '2/2, 12 soatlik smenalar',
    },
    salary: { from: 5_000_000, to: 7_000_000 },
  },
  {
    id: 2,
    title: {
      ru: 'Курьер на своём скутере',
      en: 'Courier with own scooter',
      uz: 'O‘z skuteri bilan kuryer',
    },
    description: {
      ru: 'Доставка по району ресторана, оплата за каждый заказ.',
      en: 'Deliver around the restaurant, paid per order.',
      uz: 'Restoran hududida yetkazib berish, har bir buyurtma uchun to‘lov.',
    },
    city: TASHKENT,
    restaurantId: 2,
    schedule: { ru: 'Гибкий график', en: 'Flexible hours', uz: 'Moslashuvchan jadval' },
    salary: { from: 4_000_000, to: 8_000_000 },
  },
  {
    id: 3,
    title: { ru: 'Кассир', en: 'Cashier', uz: 'Kassir' },
    description: {
      ru: 'Приём заказов в зале и выдача самовывоза.',
      en: 'Take orders in the hall and hand out pickups.',
      uz: 'Zalda buyurtmalarni qabul qilish va olib ketishni berish.',
    },
    city: TASHKENT,
    restaurantId: 3,
    schedule: {
      ru: '5/2, дневные смены',
      en: '5 days a week, day shifts',
      uz: '5/2, kunduzgi smenalar',
    },
    salary: { from: 4_000_000, to: 5_000_000 },
  },
  {
    id: 4,
    title: { ru: 'Менеджер смены', en: 'Shift manager', uz: 'Smena menejeri' },
    description: {
      ru: 'Руководство командой смены и контроль качества.',
      en: 'Lead the shift team and keep quality high.',
      uz: 'Smena jamoasini boshqarish va sifat nazorati.',
    },
    city: TASHKENT,
    restaurantId: 5,
    schedule: { ru: '2/2', en: '2 on / 2 off', uz: '2/2' },
    salary: { from: 8_000_000, to: 10_000_000 },
  },
  {
    id: 5,
    title: { ru: 'Оператор колл-центра', en: 'Call-centre operator', uz: 'Call-markaz operatori' },
    description: {
      ru: 'Приём заказов по телефону на трёх языках.',
      en: 'Take phone orders in three languages.',
      uz: 'Uch tilda telefon orqali buyurtmalarni qabul qilish.',
    },
    city: TASHKENT,
    restaurantId: null,
    schedule: { ru: 'Сменный график', en: 'Shift work', uz: 'Smenali jadval' },
    salary: { from: 4_500_000, to: 6_000_000 },
  },
  {
    id: 6,
    title: { ru: 'Мойщик посуды', en: 'Dishwasher', uz: 'Idish yuvuvchi' },
    description: {
      ru: 'Чистота кухни нового ресторана.',
      en: 'Keep the new restaurant’s kitchen clean.',
      uz: 'Yangi restoran oshxonasi tozaligi.',
    },
    city: { ru: 'Чирчик', en: 'Chirchiq', uz: 'Chirchiq' },
    restaurantId: null,
    schedule: { ru: '5/2', en: '5 days a week', uz: '5/2' },
    salary: { from: 3_500_000, to: 4_000_000 },
  },
];
