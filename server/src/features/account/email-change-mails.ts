import type { Schema } from '../../api/handler';
import { type Mail, personalMail } from '../../lib/mailer';

type Language = Schema<'Language'>;

interface EmailChangeTexts {
  confirmSubject: string;
  greeting: string;
  confirmBody: string;
  confirmIgnore: string;
  changedSubject: string;
  changedBody: string;
  changedNotYou: string;
}

// The mails of an email change, in every language of the contract (tsc fails when one is missing).
// `{email}` is the new address.
const TEXTS: Record<Language, EmailChangeTexts> = {
  en: {
    confirmSubject: 'Confirm your new email',
    greeting: 'Hello',
    confirmBody:
      'You asked to use this address for your account. Open this link within 24 hours to confirm it; until then your email stays as it was:',
    confirmIgnore: 'If it was not you, ignore this message: nothing changes.',
    changedSubject: 'Your email was changed',
    changedBody: 'The email of your account was changed to {email}. Mails about your account now go there.',
    changedNotYou: 'If it was not you, reset your password and contact us at once.',
  },
  es: {
    confirmSubject: 'Confirma tu nuevo correo electrónico',
    greeting: 'Hola',
    confirmBody:
      'Has pedido usar esta dirección para tu cuenta. Abre este enlace en un plazo de 24 horas para confirmarla; hasta entonces tu correo no cambia:',
    confirmIgnore: 'Si no has sido tú, ignora este mensaje: no cambiará nada.',
    changedSubject: 'Tu correo electrónico ha cambiado',
    changedBody:
      'El correo electrónico de tu cuenta ha cambiado a {email}. Los mensajes sobre tu cuenta se enviarán allí.',
    changedNotYou: 'Si no has sido tú, restablece tu contraseña y contáctanos enseguida.',
  },
  fr: {
    confirmSubject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: 'Bonjour',
    confirmBody:
      'Vous avez demandé à utiliser cette adresse pour votre compte. Ouvrez ce lien dans les 24 heures pour la confirmer ; d’ici là, votre adresse reste inchangée :',
    confirmIgnore: 'Si ce n’était pas vous, ignorez ce message : rien ne change.',
    changedSubject: 'Votre adresse e-mail a été modifiée',
    changedBody:
      'L’adresse e-mail de votre compte a été remplacée par {email}. Les messages concernant votre compte y seront désormais envoyés.',
    changedNotYou:
      'Si ce n’était pas vous, réinitialisez votre mot de passe et contactez-nous immédiatement.',
  },
  de: {
    confirmSubject: 'Bestätige deine neue E-Mail-Adresse',
    greeting: 'Hallo',
    confirmBody:
      'Du möchtest diese Adresse für dein Konto verwenden. Öffne diesen Link innerhalb von 24 Stunden, um sie zu bestätigen; bis dahin bleibt deine E-Mail-Adresse unverändert:',
    confirmIgnore: 'Wenn du das nicht warst, ignoriere diese Nachricht: Es ändert sich nichts.',
    changedSubject: 'Deine E-Mail-Adresse wurde geändert',
    changedBody:
      'Die E-Mail-Adresse deines Kontos wurde in {email} geändert. Nachrichten zu deinem Konto gehen ab jetzt dorthin.',
    changedNotYou: 'Wenn du das nicht warst, setze dein Passwort zurück und kontaktiere uns sofort.',
  },
  pl: {
    confirmSubject: 'Potwierdź nowy adres e-mail',
    greeting: 'Dzień dobry',
    confirmBody:
      'Poprosiłeś o używanie tego adresu w swoim koncie. Otwórz ten link w ciągu 24 godzin, aby go potwierdzić; do tego czasu Twój adres e-mail pozostaje bez zmian:',
    confirmIgnore: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
    changedSubject: 'Twój adres e-mail został zmieniony',
    changedBody:
      'Adres e-mail Twojego konta został zmieniony na {email}. Wiadomości dotyczące konta będą teraz wysyłane na ten adres.',
    changedNotYou: 'Jeśli to nie Ty, natychmiast zresetuj hasło i skontaktuj się z nami.',
  },
  uk: {
    confirmSubject: 'Підтвердьте нову електронну адресу',
    greeting: 'Вітаємо',
    confirmBody:
      'Ви попросили використовувати цю адресу для свого облікового запису. Відкрийте це посилання протягом 24 годин, щоб підтвердити її; доти ваша адреса не зміниться:',
    confirmIgnore: 'Якщо це були не ви, проігноруйте цей лист: нічого не зміниться.',
    changedSubject: 'Вашу електронну адресу змінено',
    changedBody:
      'Електронну адресу вашого облікового запису змінено на {email}. Листи щодо облікового запису тепер надходитимуть туди.',
    changedNotYou: 'Якщо це були не ви, негайно скиньте пароль і зв’яжіться з нами.',
  },
  ca: {
    confirmSubject: 'Confirma el teu nou correu electrònic',
    greeting: 'Hola',
    confirmBody:
      'Has demanat fer servir aquesta adreça per al teu compte. Obre aquest enllaç abans de 24 hores per confirmar-la; fins aleshores el teu correu no canvia:',
    confirmIgnore: 'Si no has estat tu, ignora aquest missatge: no canviarà res.',
    changedSubject: 'El teu correu electrònic ha canviat',
    changedBody:
      'El correu electrònic del teu compte ha canviat a {email}. Els missatges sobre el teu compte s’hi enviaran a partir d’ara.',
    changedNotYou: 'Si no has estat tu, restableix la contrasenya i contacta amb nosaltres de seguida.',
  },
  ru: {
    confirmSubject: 'Подтвердите новый адрес электронной почты',
    greeting: 'Здравствуйте',
    confirmBody:
      'Вы попросили использовать этот адрес для своей учётной записи. Откройте эту ссылку в течение 24 часов, чтобы подтвердить его; до тех пор ваш адрес не изменится:',
    confirmIgnore: 'Если это были не вы, проигнорируйте это письмо: ничего не изменится.',
    changedSubject: 'Ваш адрес электронной почты изменён',
    changedBody:
      'Адрес электронной почты вашей учётной записи изменён на {email}. Письма об учётной записи теперь будут приходить туда.',
    changedNotYou: 'Если это были не вы, немедленно сбросьте пароль и свяжитесь с нами.',
  },
  sr: {
    confirmSubject: 'Потврдите нову адресу е-поште',
    greeting: 'Здраво',
    confirmBody:
      'Затражили сте да се ова адреса користи за ваш налог. Отворите ову везу у року од 24 сата да бисте је потврдили; до тада ваша адреса остаје иста:',
    confirmIgnore: 'Ако то нисте били ви, занемарите ову поруку: ништа се неће променити.',
    changedSubject: 'Ваша адреса е-поште је промењена',
    changedBody:
      'Адреса е-поште вашег налога промењена је у {email}. Поруке о налогу сада стижу на ту адресу.',
    changedNotYou: 'Ако то нисте били ви, одмах ресетујте лозинку и контактирајте нас.',
  },
};

/** To the new address: the link that applies the change when it is opened. */
export function confirmEmailChangeMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): Mail {
  const text = TEXTS[options.language];
  return personalMail({
    to: options.to,
    subject: text.confirmSubject,
    greeting: text.greeting,
    name: options.name,
    paragraphs: [text.confirmBody, options.link, text.confirmIgnore],
  });
}

/** To the old address, once the change is applied. */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  language: Language;
}): Mail {
  const text = TEXTS[options.language];
  return personalMail({
    to: options.to,
    subject: text.changedSubject,
    greeting: text.greeting,
    name: options.name,
    paragraphs: [text.changedBody.replace('{email}', options.newEmail), text.changedNotYou],
  });
}
