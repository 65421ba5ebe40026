import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyAccountLanguage } from '../i18n/language-choice';
import { selectAuth } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

/**
 * The signed-in account's language, when it has one, is the app's on this device too: applied
 * when getMyUser answers after a login (and when another device changes it). An account without
 * one leaves the device's choice or the browser's language alone.
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const accountLanguage = useAppSelector(selectAuth).user?.language;
  useEffect(() => {
    applyAccountLanguage(i18n, accountLanguage);
  }, [i18n, accountLanguage]);
}
