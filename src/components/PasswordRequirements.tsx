import { useTranslation } from 'react-i18next';
import { checkPasswordRules, PASSWORD_RULE_NAMES, passwordStrength } from '../lib/password-rules';
import './PasswordRequirements.css';

/** The password rules, ticked live as the user types, and the strength meter. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('common');
  const rules = checkPasswordRules(password);
  const strength = passwordStrength(password);
  return (
    <div id={id} className="stack">
      <div className={`strength strength--${strength}`}>
        <div className="strength__bar" aria-hidden="true">
          <div className="strength__fill" />
        </div>
        <span>{t('passwordStrength.label', { level: t(`passwordStrength.${strength}`) })}</span>
      </div>
      <div>
        <span>{t('passwordRules.title')}</span>
        <ul className="password-rules">
          {PASSWORD_RULE_NAMES.map((rule) => (
            <li key={rule} className={rules[rule] ? 'is-met' : undefined}>
              {t(`passwordRules.${rule}`)}
              <span className="visually-hidden">
                {' '}
                ({rules[rule] ? t('passwordRules.met') : t('passwordRules.notMet')})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
