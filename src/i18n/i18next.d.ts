import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type catalog from './locales/en/catalog.json';
import type common from './locales/en/common.json';
import type manage from './locales/en/manage.json';
import type manageMenu from './locales/en/manage-menu.json';
import type managePlaces from './locales/en/manage-places.json';
import type manageReports from './locales/en/manage-reports.json';
import type manageTeam from './locales/en/manage-team.json';
import type notifications from './locales/en/notifications.json';
import type orders from './locales/en/orders.json';
import type staff from './locales/en/staff.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      catalog: typeof catalog;
      orders: typeof orders;
      staff: typeof staff;
      'manage-reports': typeof manageReports;
      'manage-menu': typeof manageMenu;
      manage: typeof manage;
      'manage-team': typeof manageTeam;
      notifications: typeof notifications;
      'manage-places': typeof managePlaces;
    };
  }
}
