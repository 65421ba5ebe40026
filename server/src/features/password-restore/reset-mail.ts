import type { Schema } from '../../api/handler';
import { type Mail, personalMail } from '../../lib/mailer';

type Language = Schema<'Language'>;

interface ResetMailText {
  subject: string;
  greeting: string;
  body: string;
  ignore: string;
}

// The one mail the server writes, in every language of the contract (tsc fails when one is missing).
const TEXTS: Record<Language, ResetMailText> = {
  en: {
    subject: 'Reset your password',
    greeting: 'Hello',
    body: 'Someone asked to reset the password of your account. Open this link within one hour to choose a new one:',
    ignore: 'If it was not you, ignore this message: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: 'Hola',
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta. Abre este enlace en el plazo de una hora para elegir una nueva:',
    ignore: 'Si no has sido tú, ignora este mensaje: tu contraseña no cambiará.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: 'Bonjour',
    body: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Ouvrez ce lien dans l’heure pour en choisir un nouveau :',
    ignore: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: 'Hallo',
    body: 'Jemand hat angefordert, das Passwort deines Kontos zurückzusetzen. Öffne diesen Link innerhalb einer Stunde, um ein neues zu wählen:',
    ignore: 'Wenn du das nicht warst, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
  },
  pl: {
    subject: 'Zresetuj hasło',
    greeting: 'Dzień dobry',
    body: 'Ktoś poprosił o zresetowanie hasła do Twojego konta. Otwórz ten link w ciągu godziny, aby ustawić nowe hasło:',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
  uk: {
    subject: 'Скидання пароля',
    greeting: 'Вітаємо',
    body: 'Хтось попросив скинути пароль вашого облікового запису. Відкрийте це посилання протягом години, щоб обрати новий:',
    ignore: 'Якщо це були не ви, просто ігноруйте цей лист: ваш пароль залишиться без змін.',
  },
  ca: {
    subject: 'Restableix la contrasenya',
    greeting: 'Hola',
    body: 'Algú ha demanat restablir la contrasenya del teu compte. Obre aquest enllaç abans d’una hora per triar-ne una de nova:',
    ignore: 'Si no has estat tu, ignora aquest missatge: la contrasenya no canviarà.',
  },
  ru: {
    subject: 'Сброс пароля',
    greeting: 'Здравствуйте',
    body: 'Кто-то запросил сброс пароля вашей учётной записи. Откройте эту ссылку в течение часа, чтобы выбрать новый:',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  },
  sr: {
    subject: 'Ресетујте лозинку',
    greeting: 'Здраво',
    body: 'Неко је затражио ресетовање лозинке вашег налога. Отворите ову везу у року од сат времена да бисте изабрали нову:',
    ignore: 'Ако то нисте били ви, занемарите ову поруку: ваша лозинка остаје непромењена.',
  },
};

export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): Mail {
  const text = TEXTS[options.language];
  return personalMail({
    to: options.to,
    subject: text.subject,
    greeting: text.greeting,
    name: options.name,
    paragraphs: [text.body, options.link, text.ignore],
  });
}
