import type { Schema } from '../../api/handler';

/**
 * The reason on an order cancelled because its customer deleted their account, in the language the
 * customer used (what the place's queue and the order's history say).
 */
const ACCOUNT_DELETED: Record<Schema<'Language'>, string> = {
  en: 'Account deleted',
  es: 'Cuenta eliminada',
  fr: 'Compte supprimé',
  de: 'Konto gelöscht',
  pl: 'Konto usunięte',
  uk: 'Обліковий запис видалено',
  ca: 'Compte eliminat',
  ru: 'Аккаунт удалён',
  sr: 'Nalog je obrisan',
};

export function accountDeletedReason(language: Schema<'Language'>): string {
  return ACCOUNT_DELETED[language] ?? ACCOUNT_DELETED.en;
}
