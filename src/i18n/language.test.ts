import i18n from 'i18next';
import {
  accountLanguageOf,
  LANGUAGE_STORAGE_KEY,
  LEGACY_LANGUAGE_STORAGE_KEY,
  uiLanguageOfTag,
} from './config';
import { initI18n } from './index';
import { toSerbianLatin } from './serbian-latin';

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

describe('the app’s language', () => {
  it('maps browser tags: regions drop, Serbian keeps its script (Latin only when asked for)', () => {
    expect(uiLanguageOfTag('en-GB')).toBe('en');
    expect(uiLanguageOfTag('sr-Latn-RS')).toBe('sr-Latn');
    expect(uiLanguageOfTag('sr-Latn')).toBe('sr-Latn');
    expect(uiLanguageOfTag('sh')).toBe('sr-Latn');
    expect(uiLanguageOfTag('sr-RS')).toBe('sr');
    expect(uiLanguageOfTag('sr-Cyrl-BA')).toBe('sr');
    expect(accountLanguageOf('sr-Latn')).toBe('sr');
    expect(accountLanguageOf('pl')).toBe('pl');
    expect(accountLanguageOf('xx')).toBeUndefined();
  });

  it('writes Serbian in Latin script letter for letter, digraphs included', () => {
    expect(toSerbianLatin('Језик')).toBe('Jezik');
    expect(toSerbianLatin('Љубав, њега, Џеп, ЏЕП и ЋУК')).toBe('Ljubav, njega, Džep, DŽEP i ĆUK');
    expect(toSerbianLatin('Морате имати најмање {{age}} година')).toBe(
      'Morate imati najmanje {{age}} godina',
    );
  });

  it('shows an sr-Latn browser Serbian in Latin script, stores no detection, and follows a later browser change', async () => {
    localStorage.setItem(LEGACY_LANGUAGE_STORAGE_KEY, 'de');
    browserLanguages(['sr-Latn-RS', 'en']);
    await initI18n();
    expect(i18n.language).toBe('sr-Latn');
    expect(i18n.t('language.label')).toBe('Jezik');
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_LANGUAGE_STORAGE_KEY)).toBeNull();

    // The browser's language changes later: with nothing chosen, the next start follows it.
    browserLanguages(['pl-PL']);
    await i18n.changeLanguage(undefined);
    expect(i18n.language).toBe('pl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
