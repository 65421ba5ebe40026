import type { Schema } from '../../api/handler';

type Language = Schema<'Language'>;

/** What notifications and order mails say, in every language of the contract (tsc fails when one is missing). */
export interface NotificationTexts {
  readyTitle: string;
  readyBody: string;
  cancelledTitle: string;
  /** A points order cancelled: its points are back. */
  refundPoints: string;
  /** A cash or card order cancelled: paid at the counter, so nothing was charged. */
  refundNothingCharged: string;
  receiptSubject: string;
  receiptIntro: string;
  cancelSubject: string;
  cancelIntro: string;
  greeting: string;
  orderNumber: string;
  pickup: string;
  pickupAsap: string;
  payment: string;
  paymentMethods: Record<Schema<'PaymentMethod'>, string>;
  total: string;
  pointsSpent: string;
  pointsToEarn: string;
  reason: string;
  seeOrder: string;
  footer: string;
}

export const TEXTS: Record<Language, NotificationTexts> = {
  en: {
    readyTitle: '{place}: order {number} is ready',
    readyBody: 'Collect it at the counter.',
    cancelledTitle: '{place}: order {number} was cancelled',
    refundPoints: 'Your {points} points are back in your account.',
    refundNothingCharged: 'You have not been charged.',
    receiptSubject: 'Your order {number} at {place}',
    receiptIntro: 'Thank you for your order. Here is your receipt.',
    cancelSubject: 'Your order {number} at {place} was cancelled',
    cancelIntro: '{place} cancelled your order {number}.',
    greeting: 'Hello',
    orderNumber: 'Order number',
    pickup: 'Pickup',
    pickupAsap: 'as soon as possible',
    payment: 'Payment',
    paymentMethods: { cash: 'cash at the counter', card: 'card at the counter', points: 'loyalty points' },
    total: 'Total',
    pointsSpent: 'Points spent',
    pointsToEarn: 'Points you earn when you collect it',
    reason: 'Reason',
    seeOrder: 'See your order',
    footer: 'You get this mail because order mails are on. You can turn them off in the app’s settings.',
  },
  es: {
    readyTitle: '{place}: el pedido {number} está listo',
    readyBody: 'Recógelo en el mostrador.',
    cancelledTitle: '{place}: el pedido {number} se ha cancelado',
    refundPoints: 'Tus {points} puntos ya están de vuelta en tu cuenta.',
    refundNothingCharged: 'No se te ha cobrado nada.',
    receiptSubject: 'Tu pedido {number} en {place}',
    receiptIntro: 'Gracias por tu pedido. Aquí tienes tu recibo.',
    cancelSubject: 'Tu pedido {number} en {place} se ha cancelado',
    cancelIntro: '{place} ha cancelado tu pedido {number}.',
    greeting: 'Hola',
    orderNumber: 'Número de pedido',
    pickup: 'Recogida',
    pickupAsap: 'lo antes posible',
    payment: 'Pago',
    paymentMethods: {
      cash: 'efectivo en el mostrador',
      card: 'tarjeta en el mostrador',
      points: 'puntos de fidelidad',
    },
    total: 'Total',
    pointsSpent: 'Puntos gastados',
    pointsToEarn: 'Puntos que ganarás al recogerlo',
    reason: 'Motivo',
    seeOrder: 'Ver tu pedido',
    footer:
      'Recibes este correo porque tienes activados los correos de pedidos. Puedes desactivarlos en los ajustes de la app.',
  },
  fr: {
    readyTitle: '{place} : la commande {number} est prête',
    readyBody: 'Récupérez-la au comptoir.',
    cancelledTitle: '{place} : la commande {number} a été annulée',
    refundPoints: 'Vos {points} points ont été recrédités sur votre compte.',
    refundNothingCharged: 'Vous n’avez rien payé.',
    receiptSubject: 'Votre commande {number} chez {place}',
    receiptIntro: 'Merci pour votre commande. Voici votre reçu.',
    cancelSubject: 'Votre commande {number} chez {place} a été annulée',
    cancelIntro: '{place} a annulé votre commande {number}.',
    greeting: 'Bonjour',
    orderNumber: 'Numéro de commande',
    pickup: 'Retrait',
    pickupAsap: 'dès que possible',
    payment: 'Paiement',
    paymentMethods: { cash: 'espèces au comptoir', card: 'carte au comptoir', points: 'points de fidélité' },
    total: 'Total',
    pointsSpent: 'Points utilisés',
    pointsToEarn: 'Points gagnés au retrait',
    reason: 'Motif',
    seeOrder: 'Voir votre commande',
    footer:
      'Vous recevez cet e-mail car les e-mails de commande sont activés. Vous pouvez les désactiver dans les réglages de l’app.',
  },
  de: {
    readyTitle: '{place}: Bestellung {number} ist fertig',
    readyBody: 'Hol sie an der Theke ab.',
    cancelledTitle: '{place}: Bestellung {number} wurde storniert',
    refundPoints: 'Deine {points} Punkte sind wieder auf deinem Konto.',
    refundNothingCharged: 'Dir wurde nichts berechnet.',
    receiptSubject: 'Deine Bestellung {number} bei {place}',
    receiptIntro: 'Danke für deine Bestellung. Hier ist dein Beleg.',
    cancelSubject: 'Deine Bestellung {number} bei {place} wurde storniert',
    cancelIntro: '{place} hat deine Bestellung {number} storniert.',
    greeting: 'Hallo',
    orderNumber: 'Bestellnummer',
    pickup: 'Abholung',
    pickupAsap: 'so bald wie möglich',
    payment: 'Zahlung',
    paymentMethods: { cash: 'bar an der Theke', card: 'mit Karte an der Theke', points: 'Treuepunkte' },
    total: 'Summe',
    pointsSpent: 'Eingelöste Punkte',
    pointsToEarn: 'Punkte, die du bei der Abholung sammelst',
    reason: 'Grund',
    seeOrder: 'Bestellung ansehen',
    footer:
      'Du bekommst diese Mail, weil Bestell-Mails eingeschaltet sind. Du kannst sie in den Einstellungen der App ausschalten.',
  },
  pl: {
    readyTitle: '{place}: zamówienie {number} jest gotowe',
    readyBody: 'Odbierz je przy ladzie.',
    cancelledTitle: '{place}: zamówienie {number} zostało anulowane',
    refundPoints: 'Twoje punkty ({points}) wróciły na konto.',
    refundNothingCharged: 'Nie pobrano żadnej opłaty.',
    receiptSubject: 'Twoje zamówienie {number} w {place}',
    receiptIntro: 'Dziękujemy za zamówienie. Oto Twój paragon.',
    cancelSubject: 'Twoje zamówienie {number} w {place} zostało anulowane',
    cancelIntro: '{place} anulował(a) Twoje zamówienie {number}.',
    greeting: 'Dzień dobry',
    orderNumber: 'Numer zamówienia',
    pickup: 'Odbiór',
    pickupAsap: 'jak najszybciej',
    payment: 'Płatność',
    paymentMethods: {
      cash: 'gotówka przy ladzie',
      card: 'karta przy ladzie',
      points: 'punkty lojalnościowe',
    },
    total: 'Razem',
    pointsSpent: 'Wydane punkty',
    pointsToEarn: 'Punkty, które zdobędziesz przy odbiorze',
    reason: 'Powód',
    seeOrder: 'Zobacz zamówienie',
    footer:
      'Dostajesz tę wiadomość, bo masz włączone e-maile o zamówieniach. Możesz je wyłączyć w ustawieniach aplikacji.',
  },
  uk: {
    readyTitle: '{place}: замовлення {number} готове',
    readyBody: 'Заберіть його біля стійки.',
    cancelledTitle: '{place}: замовлення {number} скасовано',
    refundPoints: 'Ваші {points} балів повернуто на рахунок.',
    refundNothingCharged: 'З вас нічого не стягнуто.',
    receiptSubject: 'Ваше замовлення {number} у {place}',
    receiptIntro: 'Дякуємо за замовлення. Ось ваш чек.',
    cancelSubject: 'Ваше замовлення {number} у {place} скасовано',
    cancelIntro: '{place} скасував(ла) ваше замовлення {number}.',
    greeting: 'Вітаємо',
    orderNumber: 'Номер замовлення',
    pickup: 'Отримання',
    pickupAsap: 'якнайшвидше',
    payment: 'Оплата',
    paymentMethods: { cash: 'готівкою біля стійки', card: 'карткою біля стійки', points: 'бонусними балами' },
    total: 'Разом',
    pointsSpent: 'Витрачено балів',
    pointsToEarn: 'Бали, які ви отримаєте під час отримання',
    reason: 'Причина',
    seeOrder: 'Переглянути замовлення',
    footer:
      'Ви отримуєте цей лист, бо листи про замовлення увімкнено. Їх можна вимкнути в налаштуваннях застосунку.',
  },
  ca: {
    readyTitle: '{place}: la comanda {number} és a punt',
    readyBody: 'Recull-la al taulell.',
    cancelledTitle: '{place}: la comanda {number} s’ha cancel·lat',
    refundPoints: 'Els teus {points} punts tornen a ser al teu compte.',
    refundNothingCharged: 'No se t’ha cobrat res.',
    receiptSubject: 'La teva comanda {number} a {place}',
    receiptIntro: 'Gràcies per la teva comanda. Aquí tens el rebut.',
    cancelSubject: 'La teva comanda {number} a {place} s’ha cancel·lat',
    cancelIntro: '{place} ha cancel·lat la teva comanda {number}.',
    greeting: 'Hola',
    orderNumber: 'Número de comanda',
    pickup: 'Recollida',
    pickupAsap: 'tan aviat com sigui possible',
    payment: 'Pagament',
    paymentMethods: { cash: 'efectiu al taulell', card: 'targeta al taulell', points: 'punts de fidelitat' },
    total: 'Total',
    pointsSpent: 'Punts gastats',
    pointsToEarn: 'Punts que guanyaràs en recollir-la',
    reason: 'Motiu',
    seeOrder: 'Veure la comanda',
    footer:
      'Reps aquest correu perquè tens activats els correus de comandes. Pots desactivar-los a la configuració de l’app.',
  },
  ru: {
    readyTitle: '{place}: заказ {number} готов',
    readyBody: 'Заберите его у стойки.',
    cancelledTitle: '{place}: заказ {number} отменён',
    refundPoints: 'Ваши {points} баллов возвращены на счёт.',
    refundNothingCharged: 'С вас ничего не списано.',
    receiptSubject: 'Ваш заказ {number} в {place}',
    receiptIntro: 'Спасибо за заказ. Вот ваш чек.',
    cancelSubject: 'Ваш заказ {number} в {place} отменён',
    cancelIntro: '{place} отменил(а) ваш заказ {number}.',
    greeting: 'Здравствуйте',
    orderNumber: 'Номер заказа',
    pickup: 'Получение',
    pickupAsap: 'как можно скорее',
    payment: 'Оплата',
    paymentMethods: { cash: 'наличными у стойки', card: 'картой у стойки', points: 'бонусными баллами' },
    total: 'Итого',
    pointsSpent: 'Списано баллов',
    pointsToEarn: 'Баллы, которые вы получите при выдаче',
    reason: 'Причина',
    seeOrder: 'Открыть заказ',
    footer:
      'Вы получили это письмо, потому что письма о заказах включены. Их можно отключить в настройках приложения.',
  },
  sr: {
    readyTitle: '{place}: поруџбина {number} је спремна',
    readyBody: 'Преузмите је на пулту.',
    cancelledTitle: '{place}: поруџбина {number} је отказана',
    refundPoints: 'Ваши поени ({points}) враћени су на ваш налог.',
    refundNothingCharged: 'Ништа вам није наплаћено.',
    receiptSubject: 'Ваша поруџбина {number} у {place}',
    receiptIntro: 'Хвала на поруџбини. Ево вашег рачуна.',
    cancelSubject: 'Ваша поруџбина {number} у {place} је отказана',
    cancelIntro: '{place} је отказао/ла вашу поруџбину {number}.',
    greeting: 'Здраво',
    orderNumber: 'Број поруџбине',
    pickup: 'Преузимање',
    pickupAsap: 'што пре',
    payment: 'Плаћање',
    paymentMethods: { cash: 'готовином на пулту', card: 'картицом на пулту', points: 'поенима лојалности' },
    total: 'Укупно',
    pointsSpent: 'Потрошени поени',
    pointsToEarn: 'Поени које добијате при преузимању',
    reason: 'Разлог',
    seeOrder: 'Погледајте поруџбину',
    footer:
      'Ову поруку добијате јер су поруке о поруџбинама укључене. Можете их искључити у подешавањима апликације.',
  },
};

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
