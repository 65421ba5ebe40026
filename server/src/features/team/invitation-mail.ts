import type { Schema } from '../../api/handler';
import { type Mail, personalMail } from '../../lib/mailer';

type Language = Schema<'Language'>;
type InvitationRole = Schema<'InvitationRole'>;

interface InvitationMailText {
  subject: (what: string) => string;
  greeting: string;
  /** "{inviter} invites you to join {what}." */
  body: (inviter: string, what: string) => string;
  open: (days: number) => string;
  ignore: string;
  /** What the role is, with the place's name where it has one. */
  role: Record<InvitationRole, (place: string) => string>;
}

// The invitation mail, in every language of the contract (tsc fails when one is missing). German says
// "du", as the app does.
const TEXTS: Record<Language, InvitationMailText> = {
  en: {
    subject: (what) => `You are invited: ${what}`,
    greeting: 'Hello',
    body: (inviter, what) => `${inviter} invites you to join the team: ${what}.`,
    open: (days) =>
      `Open this link within ${days} days to accept. Sign in, or create your account with this e-mail address:`,
    ignore: 'If you did not expect this invitation, ignore this message.',
    role: {
      owner: () => 'owner of the loyalty programme',
      manager: (place) => `manager of ${place}`,
      staff: (place) => `staff at ${place}`,
    },
  },
  es: {
    subject: (what) => `Te han invitado: ${what}`,
    greeting: 'Hola',
    body: (inviter, what) => `${inviter} te invita a unirte al equipo: ${what}.`,
    open: (days) =>
      `Abre este enlace en un plazo de ${days} días para aceptar. Inicia sesión o crea tu cuenta con esta dirección de correo:`,
    ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
    role: {
      owner: () => 'propietario del programa de fidelidad',
      manager: (place) => `responsable de ${place}`,
      staff: (place) => `personal de ${place}`,
    },
  },
  fr: {
    subject: (what) => `Vous êtes invité·e : ${what}`,
    greeting: 'Bonjour',
    body: (inviter, what) => `${inviter} vous invite à rejoindre l’équipe : ${what}.`,
    open: (days) =>
      `Ouvrez ce lien dans les ${days} jours pour accepter. Connectez-vous, ou créez votre compte avec cette adresse e-mail :`,
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    role: {
      owner: () => 'propriétaire du programme de fidélité',
      manager: (place) => `responsable de ${place}`,
      staff: (place) => `équipe de ${place}`,
    },
  },
  de: {
    subject: (what) => `Du bist eingeladen: ${what}`,
    greeting: 'Hallo',
    body: (inviter, what) => `${inviter} lädt dich ins Team ein: ${what}.`,
    open: (days) =>
      `Öffne diesen Link innerhalb von ${days} Tagen, um anzunehmen. Melde dich an oder erstelle dein Konto mit dieser E-Mail-Adresse:`,
    ignore: 'Wenn du diese Einladung nicht erwartet hast, ignoriere diese Nachricht.',
    role: {
      owner: () => 'Inhaber:in des Treueprogramms',
      manager: (place) => `Leitung von ${place}`,
      staff: (place) => `Team von ${place}`,
    },
  },
  pl: {
    subject: (what) => `Zaproszenie: ${what}`,
    greeting: 'Dzień dobry',
    body: (inviter, what) => `${inviter} zaprasza Cię do zespołu: ${what}.`,
    open: (days) =>
      `Otwórz ten link w ciągu ${days} dni, aby przyjąć zaproszenie. Zaloguj się albo załóż konto na ten adres e-mail:`,
    ignore: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    role: {
      owner: () => 'właściciel programu lojalnościowego',
      manager: (place) => `kierownik lokalu ${place}`,
      staff: (place) => `obsługa lokalu ${place}`,
    },
  },
  uk: {
    subject: (what) => `Вас запрошено: ${what}`,
    greeting: 'Вітаємо',
    body: (inviter, what) => `${inviter} запрошує вас до команди: ${what}.`,
    open: (days) =>
      `Відкрийте це посилання протягом ${days} днів, щоб прийняти запрошення. Увійдіть або створіть обліковий запис із цією адресою електронної пошти:`,
    ignore: 'Якщо ви не очікували цього запрошення, просто ігноруйте цей лист.',
    role: {
      owner: () => 'власник програми лояльності',
      manager: (place) => `менеджер закладу ${place}`,
      staff: (place) => `персонал закладу ${place}`,
    },
  },
  ca: {
    subject: (what) => `T’han convidat: ${what}`,
    greeting: 'Hola',
    body: (inviter, what) => `${inviter} et convida a unir-te a l’equip: ${what}.`,
    open: (days) =>
      `Obre aquest enllaç en un termini de ${days} dies per acceptar. Inicia la sessió o crea el teu compte amb aquesta adreça de correu:`,
    ignore: 'Si no esperaves aquesta invitació, ignora aquest missatge.',
    role: {
      owner: () => 'propietari del programa de fidelitat',
      manager: (place) => `responsable de ${place}`,
      staff: (place) => `personal de ${place}`,
    },
  },
  ru: {
    subject: (what) => `Вас пригласили: ${what}`,
    greeting: 'Здравствуйте',
    body: (inviter, what) => `${inviter} приглашает вас в команду: ${what}.`,
    open: (days) =>
      `Откройте эту ссылку в течение ${days} дней, чтобы принять приглашение. Войдите или создайте учётную запись с этим адресом электронной почты:`,
    ignore: 'Если вы не ждали этого приглашения, просто проигнорируйте это письмо.',
    role: {
      owner: () => 'владелец программы лояльности',
      manager: (place) => `менеджер заведения ${place}`,
      staff: (place) => `персонал заведения ${place}`,
    },
  },
  sr: {
    subject: (what) => `Позвани сте: ${what}`,
    greeting: 'Здраво',
    body: (inviter, what) => `${inviter} вас позива да се придружите тиму: ${what}.`,
    open: (days) =>
      `Отворите ову везу у року од ${days} дана да бисте прихватили позив. Пријавите се или направите налог са овом адресом е-поште:`,
    ignore: 'Ако нисте очекивали овај позив, занемарите ову поруку.',
    role: {
      owner: () => 'власник програма лојалности',
      manager: (place) => `менаџер локала ${place}`,
      staff: (place) => `особље локала ${place}`,
    },
  },
};

export function invitationMail(options: {
  to: string;
  inviterName: string;
  role: InvitationRole;
  placeName: string | null;
  link: string;
  validDays: number;
  language: Language;
}): Mail {
  const text = TEXTS[options.language];
  const what = text.role[options.role](options.placeName ?? '');
  return personalMail({
    to: options.to,
    subject: text.subject(what),
    greeting: text.greeting,
    // The invitee may have no account yet: the mail greets the address.
    name: options.to,
    paragraphs: [
      text.body(options.inviterName, what),
      text.open(options.validDays),
      options.link,
      text.ignore,
    ],
  });
}
