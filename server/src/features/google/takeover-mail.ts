import type { Schema } from '../../api/handler';
import { type Mail, personalMail } from '../../lib/mailer';

type Language = Schema<'Language'>;

interface TakeoverMailText {
  subject: string;
  greeting: string;
  body: string;
  advice: string;
}

// Sent when a Google sign-in took over a password account whose email had never been proven.
const TEXTS: Record<Language, TakeoverMailText> = {
  en: {
    subject: 'Your account is now linked to Google',
    greeting: 'Hello',
    body: 'You signed in with Google. An account with your email already existed, but its email had never been confirmed, so it is now yours: we removed the password it had, its name, birthdate and phone, and signed it out on every device.',
    advice:
      'If you created that account yourself, complete your profile in the app and add a new password there if you want one.',
  },
  es: {
    subject: 'Tu cuenta ahora está vinculada a Google',
    greeting: 'Hola',
    body: 'Has iniciado sesión con Google. Ya existía una cuenta con tu correo, pero ese correo nunca se había confirmado, así que ahora es tuya: hemos eliminado su contraseña, su nombre, su fecha de nacimiento y su teléfono, y hemos cerrado su sesión en todos los dispositivos.',
    advice:
      'Si creaste tú esa cuenta, completa tu perfil en la app y añade allí una contraseña nueva si la quieres.',
  },
  fr: {
    subject: 'Votre compte est désormais lié à Google',
    greeting: 'Bonjour',
    body: 'Vous vous êtes connecté avec Google. Un compte avec votre adresse e-mail existait déjà, mais cette adresse n’avait jamais été confirmée : il est donc désormais à vous. Nous avons supprimé son mot de passe, son nom, sa date de naissance et son téléphone, et l’avons déconnecté de tous les appareils.',
    advice:
      'Si vous avez créé ce compte vous-même, complétez votre profil dans l’application et ajoutez-y un nouveau mot de passe si vous le souhaitez.',
  },
  de: {
    subject: 'Dein Konto ist jetzt mit Google verknüpft',
    greeting: 'Hallo',
    body: 'Du hast dich mit Google angemeldet. Es gab bereits ein Konto mit deiner E-Mail-Adresse, die jedoch nie bestätigt worden war. Daher gehört es jetzt dir: Wir haben sein Passwort, seinen Namen, sein Geburtsdatum und seine Telefonnummer entfernt und es auf allen Geräten abgemeldet.',
    advice:
      'Wenn du dieses Konto selbst erstellt hast, vervollständige dein Profil in der App und lege dort bei Bedarf ein neues Passwort fest.',
  },
  pl: {
    subject: 'Twoje konto jest teraz połączone z Google',
    greeting: 'Dzień dobry',
    body: 'Zalogowano się przez Google. Konto z Twoim adresem e-mail już istniało, ale ten adres nigdy nie został potwierdzony, więc teraz należy do Ciebie: usunęliśmy jego hasło, imię, datę urodzenia i telefon oraz wylogowaliśmy je na wszystkich urządzeniach.',
    advice:
      'Jeśli to Ty utworzyłeś to konto, uzupełnij profil w aplikacji i w razie potrzeby ustaw tam nowe hasło.',
  },
  uk: {
    subject: 'Ваш обліковий запис тепер пов’язаний з Google',
    greeting: 'Вітаємо',
    body: 'Ви увійшли через Google. Обліковий запис із вашою поштою вже існував, але цю пошту ніколи не було підтверджено, тож тепер він ваш: ми видалили його пароль, ім’я, дату народження й телефон і вийшли з нього на всіх пристроях.',
    advice:
      'Якщо цей обліковий запис створили ви, заповніть профіль у застосунку та за бажання встановіть там новий пароль.',
  },
  ca: {
    subject: 'El teu compte ara està vinculat a Google',
    greeting: 'Hola',
    body: 'Has iniciat la sessió amb Google. Ja hi havia un compte amb el teu correu, però aquest correu no s’havia confirmat mai, així que ara és teu: n’hem eliminat la contrasenya, el nom, la data de naixement i el telèfon, i n’hem tancat la sessió a tots els dispositius.',
    advice:
      'Si vas crear tu aquest compte, completa el perfil a l’app i afegeix-hi una contrasenya nova si la vols.',
  },
  ru: {
    subject: 'Ваша учётная запись теперь связана с Google',
    greeting: 'Здравствуйте',
    body: 'Вы вошли через Google. Учётная запись с вашей почтой уже существовала, но эта почта так и не была подтверждена, поэтому теперь запись ваша: мы удалили её пароль, имя, дату рождения и телефон и завершили её сеансы на всех устройствах.',
    advice:
      'Если эту учётную запись создали вы, заполните профиль в приложении и при желании задайте там новый пароль.',
  },
  sr: {
    subject: 'Ваш налог је сада повезан са Google-ом',
    greeting: 'Здраво',
    body: 'Пријавили сте се преко Google-а. Налог са вашом адресом е-поште већ је постојао, али та адреса никада није потврђена, па је налог сада ваш: уклонили смо његову лозинку, име, датум рођења и телефон и одјавили га на свим уређајима.',
    advice:
      'Ако сте тај налог сами направили, допуните профил у апликацији и по жељи тамо поставите нову лозинку.',
  },
};

export function googleTakeoverMail(options: { to: string; name: string; language: Language }): Mail {
  const text = TEXTS[options.language];
  return personalMail({
    to: options.to,
    subject: text.subject,
    greeting: text.greeting,
    name: options.name,
    paragraphs: [text.body, text.advice],
  });
}
