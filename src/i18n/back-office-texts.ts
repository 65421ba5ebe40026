// The back office's translations (namespaces manage*), one chunk per language and namespace like the
// app's (./index.ts), listed here rather than beside the app's so that the customers' first screen does
// not carry their entries.
export const backOfficeTexts = (file: string, namespace: string) =>
  import(
    /* webpackChunkName: "i18n-[request]", webpackInclude: /[\\/]manage[^\\/]*\.json$/ */ `./locales/${file}/${namespace}.json`
  );
