import type { Localized } from '@pizza-order-app/contract';
import type { Language } from './context';

/** The reference backend's own error texts, in the customer's language. */
const MESSAGES = {
  productGone: {
    ru: 'Блюда «{name}» больше нет в меню',
    en: '“{name}” is no longer on the menu',
    uz: '“{name}” endi menyuda yo‘q',
  },
  restaurantClosed: {
    ru: 'Этот ресторан сейчас не принимает заказы',
    en: 'This restaurant is not taking orders right now',
    uz: 'Bu restoran hozir buyurtma qabul qilmayapti',
  },
  outsideZone: {
    ru: 'Мы пока не доставляем по этому адресу',
    en: 'We do not deliver to this address yet',
    uz: 'Hozircha bu manzilga yetkazib bermaymiz',
  },
  addressRequired: {
    ru: 'Укажите адрес доставки: улицу, дом и квартиру',
    en: 'Enter the delivery address: the street, the house and the apartment',
    uz: 'Yetkazib berish manzilini kiriting: ko‘cha, uy va xonadon',
  },
  outsideRestaurantZone: {
    ru: 'Этот ресторан не доставляет по этому адресу — выберите адрес ещё раз',
    en: 'This restaurant does not deliver to this address: please choose the address again',
    uz: 'Bu restoran bu manzilga yetkazib bermaydi — manzilni qaytadan tanlang',
  },
  otherRegion: {
    ru: 'Этот ресторан находится в другом регионе',
    en: 'This restaurant is in another region',
    uz: 'Bu restoran boshqa hududda joylashgan',
  },
  slotUnavailable: {
    ru: 'Это время доставки недоступно, выберите другое',
    en: 'This delivery time is not available, please choose another',
    uz: 'Bu yetkazib berish vaqti mavjud emas, boshqasini tanlang',
  },
  asapTooLate: {
    ru: 'Кухня закрывается в {name} и уже не успеет приготовить заказ — выберите время',
    en: 'The kitchen closes at {name} and can no longer make this order in time: please choose a time',
    uz: 'Oshxona {name} da yopiladi va buyurtmani ulgurib tayyorlay olmaydi — vaqtni tanlang',
  },
  modifierOverLimit: {
    ru: 'Слишком много добавок «{name}»',
    en: 'Too many “{name}” extras',
    uz: '“{name}” qo‘shimchasi juda ko‘p',
  },
  keyReused: {
    ru: 'Этот заказ уже был отправлен с другими данными — проверьте «Мои заказы». Нажмите ещё раз, чтобы отправить новый.',
    en: 'This order was already sent with other details — check “My orders”. Tap again to send a new one.',
    uz: 'Bu buyurtma avval boshqa ma’lumotlar bilan yuborilgan — «Buyurtmalarim»ni tekshiring. Yangisini yuborish uchun yana bosing.',
  },
  oneChoice: {
    ru: '«{name}»: выберите один вариант',
    en: '“{name}”: choose one option',
    uz: '“{name}”: bitta variantni tanlang',
  },
  modifierRequired: {
    ru: 'Для этого блюда нужно выбрать «{name}»',
    en: 'This dish needs “{name}”',
    uz: 'Bu taom uchun “{name}” tanlanishi kerak',
  },
  promoCodeUnknown: {
    ru: 'Промокода «{name}» нет — проверьте, как он написан',
    en: 'There is no promo code “{name}”: check how it is spelt',
    uz: '“{name}” promokodi yo‘q — yozilishini tekshiring',
  },
  promoCodeExpired: {
    ru: 'Срок действия промокода «{name}» истёк',
    en: 'The promo code “{name}” has expired',
    uz: '“{name}” promokodining amal qilish muddati tugagan',
  },
  notComposite: {
    ru: '«{name}» не собирается из частей',
    en: '“{name}” is not made of parts',
    uz: '“{name}” qismlardan yig‘ilmaydi',
  },
  partsMismatch: {
    ru: 'Состав «{name}» не совпадает с меню — соберите его заново',
    en: 'The parts of “{name}” do not match the menu: please put it together again',
    uz: '“{name}” tarkibi menyuga mos emas — uni qaytadan yig‘ing',
  },
  ingredientNotRemovable: {
    ru: '«{name}» нельзя убрать из «{part}»',
    en: '“{name}” cannot be left out of “{part}”',
    uz: '“{name}” ni “{part}” dan olib tashlab bo‘lmaydi',
  },
  halfNotAllowed: {
    ru: 'Пиццу «{name}» не готовят половинкой — выберите другую',
    en: '“{name}” is not made as a half: please choose another pizza',
    uz: '“{name}” pitsasi yarimta qilib tayyorlanmaydi — boshqasini tanlang',
  },
  partNotAllowed: {
    ru: '«{name}» нельзя выбрать в «{part}»',
    en: '“{name}” cannot be chosen for “{part}”',
    uz: '“{name}” ni “{part}” uchun tanlab bo‘lmaydi',
  },
  priceChanged: {
    ru: 'Сумма заказа изменилась — проверьте её и подтвердите заказ ещё раз',
    en: 'The order total has changed: check it and confirm the order again',
    uz: 'Buyurtma summasi o‘zgardi — uni tekshiring va buyurtmani yana tasdiqlang',
  },
  orderNotFinished: {
    ru: 'Оценить можно только завершённый заказ',
    en: 'Only a finished order can be rated',
    uz: 'Faqat yakunlangan buyurtmani baholash mumkin',
  },
  ratingClosed: {
    ru: 'Оценку можно изменить только в течение суток',
    en: 'A rating can only be changed within a day',
    uz: 'Bahoni faqat bir kun ichida o‘zgartirish mumkin',
  },
  tagNotOffered: {
    ru: 'Про курьера можно сказать только о доставке',
    en: 'Only a delivery can be rated for its courier',
    uz: 'Kuryer haqida faqat yetkazib berishda aytish mumkin',
  },
  productUnavailable: {
    ru: '«{name}» сейчас нет в наличии в этом ресторане — уберите это из заказа',
    en: '“{name}” is out of stock at this restaurant right now: please remove it from the order',
    uz: '“{name}” hozir bu restoranda mavjud emas — uni buyurtmadan olib tashlang',
  },
  changeBelowTotal: {
    ru: 'Сумма, с которой нужна сдача, меньше суммы заказа ({name} сум) — укажите другую',
    en: 'The amount to give change from is below the order total ({name} UZS): please enter another',
    uz: 'Qaytim beriladigan summa buyurtma summasidan ({name} so‘m) kam — boshqasini kiriting',
  },
  paymentMethodOtherChannel: {
    ru: 'Этот способ оплаты здесь недоступен — выберите другой',
    en: 'This payment method is not available here: please choose another',
    uz: 'Bu to‘lov usuli bu yerda mavjud emas — boshqasini tanlang',
  },
  paymentMethodNotTaken: {
    ru: 'Этот ресторан не принимает такой способ оплаты — выберите другой',
    en: 'This restaurant does not take this payment method: please choose another',
    uz: 'Bu restoran bu to‘lov usulini qabul qilmaydi — boshqasini tanlang',
  },
  notAwaitingPayment: {
    ru: 'Заказ уже не ждёт оплаты — обновите страницу заказа',
    en: 'The order no longer awaits its payment: please reload the order',
    uz: 'Buyurtma endi to‘lovni kutmayapti — buyurtma sahifasini yangilang',
  },
  paymentUnavailable: {
    ru: 'Заказ принят, но оплату сейчас не открыть — нажмите ещё раз через минуту',
    en: 'The order is placed, but the payment cannot be opened right now: tap again in a minute',
    uz: 'Buyurtma qabul qilindi, lekin to‘lovni hozir ochib bo‘lmayapti — bir daqiqadan so‘ng yana bosing',
  },
  invoiceDescription: {
    ru: '{name}: оплата заказа',
    en: '{name}: payment for your order',
    uz: '{name}: buyurtma uchun to‘lov',
  },
  invoiceDelivery: { ru: 'Доставка', en: 'Delivery', uz: 'Yetkazib berish' },
  invoiceDiscount: { ru: 'Скидка', en: 'Discount', uz: 'Chegirma' },
} satisfies Record<string, Localized>;

export const message = (key: keyof typeof MESSAGES, language: Language, name = '', part = '') =>
  MESSAGES[key][language].replace('{name}', name).replace('{part}', part);
