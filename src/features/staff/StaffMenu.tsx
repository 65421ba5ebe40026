import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/config';
import { chooseLanguage, currentUiLanguage } from '../../i18n/language-choice';
import { useAppDispatch } from '../../stores/hooks';
import { logout } from '../../stores/session';
import { isSoundMuted, setSoundMuted } from './staff-alerts';

/**
 * The console's menu: the new-order sound, the language (this device only: a counter tablet is
 * shared) and log out, so the next person at the counter does not inherit the session; for a
 * manager or an owner, the way to the back office.
 */
export function StaffMenu() {
  const { t, i18n } = useTranslation('staff');
  const dispatch = useAppDispatch();
  const id = useId();
  const [muted, setMuted] = useState(isSoundMuted);
  const [loggingOut, setLoggingOut] = useState(false);
  const user = useCurrentUser();
  const runsPlaces = user ? user.owner || user.managerOf.length > 0 : false;

  return (
    <details className="staff-menu">
      <summary>{t('menu.open')}</summary>
      <div className="staff-menu__panel">
        <label className="staff-menu__switch">
          <input
            type="checkbox"
            checked={!muted}
            onChange={(event) => {
              setMuted(!event.target.checked);
              setSoundMuted(!event.target.checked);
            }}
          />{' '}
          {t('menu.sound')}
        </label>
        <label htmlFor={`${id}-language`}>{t('menu.language')}</label>
        <select
          id={`${id}-language`}
          value={currentUiLanguage(i18n)}
          onChange={(event) => {
            const language = event.target.value;
            if (isUiLanguage(language)) void chooseLanguage(i18n, language);
          }}
        >
          {UI_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        {runsPlaces && <Link to={paths.manage.getHref()}>{t('menu.backOffice')}</Link>}
        <button
          type="button"
          className="btn btn--secondary"
          disabled={loggingOut}
          onClick={async () => {
            setLoggingOut(true);
            // Signed out, the route guards leave the console.
            await logout(dispatch);
          }}
        >
          {t('menu.logout')}
        </button>
      </div>
    </details>
  );
}
