import type { Schema } from '../../api/handler';
import type { Mail } from '../../lib/mailer';
import { fill, TEXTS } from './texts';

type Language = Schema<'Language'>;
type Order = Schema<'Order'>;

/** What the service worker shows (src/sw/push.ts reads it): a title, a body and the order's page. */
export interface PushMessage {
  kind: 'order.ready' | 'order.cancelled';
  orderId: string;
  title: string;
  body: string;
  /** The order's page, relative to the app (`/orders/<id>`). */
  url: string;
  /**
   * The system notification's tag: `order-ready-<id>` is also what the open app's own notification uses
   * (features/orders/ReadyBanner.tsx), so the two replace each other instead of showing twice.
   */
  tag: string;
}

export const orderPath = (orderId: string) => `/orders/${orderId}`;

// Intl formatters are kept, one per language and currency or time zone: making one costs far more than
// a format (a receipt formats each line, its total and its pickup time), and a server meets few of each.
const moneyFormats = new Map<string, (minor: number) => string>();
const pickupFormats = new Map<string, Intl.DateTimeFormat>();

function money(minor: number, currency: string, language: Language): string {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    const formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
    format = (value: number) => formatter.format(value / 10 ** (digits ?? 2));
    moneyFormats.set(key, format);
  }
  return format(minor);
}

/** A pickup time as a receipt says it: the weekday and the time, in the place's zone. */
function pickupTime(at: string, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}`;
  let format = pickupFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    pickupFormats.set(key, format);
  }
  return format.format(new Date(at));
}

function refundText(order: Order, language: Language): string {
  const text = TEXTS[language];
  return order.pointsSpent > 0
    ? fill(text.refundPoints, { points: order.pointsSpent })
    : text.refundNothingCharged;
}

function cancelReason(order: Order): string {
  return order.cancelReason ?? order.history.at(-1)?.reason ?? '';
}

export function readyPush(order: Order, language: Language): PushMessage {
  const text = TEXTS[language];
  return {
    kind: 'order.ready',
    orderId: order.orderId,
    title: fill(text.readyTitle, { place: order.providerName, number: order.number }),
    body: text.readyBody,
    url: orderPath(order.orderId),
    tag: `order-ready-${order.orderId}`,
  };
}

export function cancelledPush(order: Order, language: Language): PushMessage {
  const text = TEXTS[language];
  const reason = cancelReason(order);
  return {
    kind: 'order.cancelled',
    orderId: order.orderId,
    title: fill(text.cancelledTitle, { place: order.providerName, number: order.number }),
    body: [reason && (/[.!?]$/.test(reason) ? reason : `${reason}.`), refundText(order, language)]
      .filter(Boolean)
      .join(' '),
    url: orderPath(order.orderId),
    tag: `order-cancelled-${order.orderId}`,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface MailContext {
  to: string;
  name: string;
  language: Language;
  /** The place's time zone, for the pickup time. */
  timezone: string;
  /** The app's address (PUBLIC_URL), for the link to the order. */
  publicUrl: string;
}

/** Rows of label and value, as text ("Label: value") and as a simple HTML table. */
function facts(rows: Array<[string, string]>): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function mail(context: MailContext, subject: string, blocks: Array<{ text: string; html: string }>): Mail {
  const text = TEXTS[context.language];
  const all = [
    {
      text: `${text.greeting} ${context.name},`,
      html: `<p>${escapeHtml(`${text.greeting} ${context.name},`)}</p>`,
    },
    ...blocks,
    { text: text.footer, html: `<p style="color:#666;font-size:small">${escapeHtml(text.footer)}</p>` },
  ];
  return {
    to: context.to,
    subject,
    text: `${all.map((block) => block.text).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${context.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">${all.map((block) => block.html).join('\n')}</body></html>\n`,
  };
}

const paragraph = (value: string) => ({ text: value, html: `<p>${escapeHtml(value)}</p>` });

function orderLink(order: Order, context: MailContext) {
  const text = TEXTS[context.language];
  const href = `${context.publicUrl}${orderPath(order.orderId)}`;
  return {
    text: `${text.seeOrder}: ${href}`,
    html: `<p><a href="${escapeHtml(href)}">${escapeHtml(text.seeOrder)}</a></p>`,
  };
}

/** The receipt of a new order: place, number, lines with extras, total, payment, points, pickup time. */
export function receiptMail(order: Order, context: MailContext): Mail {
  const { language } = context;
  const text = TEXTS[language];
  const pickup = order.pickup.at ? pickupTime(order.pickup.at, language, context.timezone) : text.pickupAsap;
  const lineTexts = order.lines.map((line) => {
    const extras = line.extras.map((extra) => extra.name).join(', ');
    const name = `${line.quantity} × ${line.name}${extras ? ` (${extras})` : ''}`;
    const price =
      order.paymentMethod === 'points'
        ? `${line.pointsPrice} pts`
        : money(line.lineTotal, order.currency, language);
    return { name, price };
  });
  const lines = {
    text: lineTexts.map((line) => `${line.name}  ${line.price}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${lineTexts
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.name)}</td><td align="right">${escapeHtml(line.price)}</td></tr>`,
      )
      .join('')}</table>`,
  };
  const rows: Array<[string, string]> = [
    [text.orderNumber, order.number],
    [text.pickup, pickup],
    [text.payment, text.paymentMethods[order.paymentMethod]],
    order.paymentMethod === 'points'
      ? [text.pointsSpent, String(order.pointsSpent)]
      : [text.total, money(order.total, order.currency, language)],
  ];
  if (order.paymentMethod !== 'points' && order.pointsEarned > 0) {
    rows.push([text.pointsToEarn, String(order.pointsEarned)]);
  }
  return mail(context, fill(text.receiptSubject, { place: order.providerName, number: order.number }), [
    paragraph(text.receiptIntro),
    paragraph(order.providerName),
    lines,
    facts(rows),
    orderLink(order, context),
  ]);
}

/** The café cancelled the order: the reason and the refund. */
export function cancellationMail(order: Order, context: MailContext): Mail {
  const text = TEXTS[context.language];
  const rows: Array<[string, string]> = [[text.orderNumber, order.number]];
  const reason = cancelReason(order);
  if (reason) rows.push([text.reason, reason]);
  return mail(context, fill(text.cancelSubject, { place: order.providerName, number: order.number }), [
    paragraph(fill(text.cancelIntro, { place: order.providerName, number: order.number })),
    facts(rows),
    paragraph(refundText(order, context.language)),
    orderLink(order, context),
  ]);
}
