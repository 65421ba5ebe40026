import type { ApiArea } from './area';

// The back office's menu editor: one read of the place's menu, refetched after every change (each
// answer is one entity, the menu's order and what is missing in each language change with it); a
// change also reaches customers' menus (`Products`).
const change = { invalidatesTags: ['ManagedMenu', 'Products'] } as const;

export const manageMenuArea: ApiArea = {
  getEditableMenu: { providesTags: ['ManagedMenu'], keepUnusedDataFor: 0 },
  createMenuCategory: change,
  updateMenuCategory: change,
  retireMenuCategory: change,
  reorderMenuCategories: change,
  reorderMenuProducts: change,
  createMenuProduct: change,
  updateMenuProduct: change,
  duplicateMenuProduct: change,
  retireMenuProduct: change,
  createMenuExtraGroup: change,
  updateMenuExtraGroup: change,
  retireMenuExtraGroup: change,
};
