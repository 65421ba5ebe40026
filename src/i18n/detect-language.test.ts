import { detectLanguage } from './index';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('detectLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('takes the customer’s stored choice', () => {
    browserLanguages(['de-DE']);
    localStorage.setItem('language', 'pl');
    expect(detectLanguage()).toBe('pl');
    localStorage.setItem('language', 'sr-Latn');
    expect(detectLanguage()).toBe('sr-Latn');
  });

  it('else the first of the browser’s languages the app speaks, regional tags as their language', () => {
    browserLanguages(['ja-JP', 'de-AT', 'fr-FR']);
    expect(detectLanguage()).toBe('de');
  });

  it('tells Serbian’s scripts apart', () => {
    browserLanguages(['sr-Latn-RS']);
    expect(detectLanguage()).toBe('sr-Latn');
    browserLanguages(['sr-RS']);
    expect(detectLanguage()).toBe('sr');
  });

  it('skips a stored value the app does not speak, and the old key of detections', () => {
    browserLanguages(['uk-UA']);
    localStorage.setItem('language', 'xx');
    localStorage.setItem('i18nextLng', 'de');
    expect(detectLanguage()).toBe('uk');
  });

  it('falls back to English', () => {
    browserLanguages(['ja-JP', 'ko']);
    expect(detectLanguage()).toBe('en');
  });
});
