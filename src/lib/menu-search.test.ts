import { foldText, searchMenu } from './menu-search';

const product = (name: string, description = '', categoryName = 'Coffee') => ({
  name,
  description,
  categoryName,
});
const menu = [
  product('Caputxino', 'Espresso amb llet'),
  product('Café con leche', 'Espresso, hot milk'),
  product('Croissant', 'Butter croissant', 'Pastries'),
  product('Tea'),
];

describe('searchMenu', () => {
  it('finds by name, description or category, whatever the case and the accents', () => {
    expect(foldText('Café CRÈME')).toBe('cafe creme');
    expect(searchMenu(menu, 'cafe').map((item) => item.name)).toEqual(['Café con leche']);
    expect(searchMenu(menu, 'MILK').map((item) => item.name)).toEqual(['Café con leche']);
    expect(searchMenu(menu, 'pastries').map((item) => item.name)).toEqual(['Croissant']);
  });

  it('needs every word, in any order, and keeps the menu order', () => {
    expect(searchMenu(menu, 'espresso').map((item) => item.name)).toEqual(['Caputxino', 'Café con leche']);
    expect(searchMenu(menu, 'milk espresso').map((item) => item.name)).toEqual(['Café con leche']);
    expect(searchMenu(menu, 'milk butter')).toEqual([]);
  });

  it('gives the whole menu for an empty or blank query', () => {
    expect(searchMenu(menu, '')).toEqual(menu);
    expect(searchMenu(menu, '   ')).toEqual(menu);
  });
});
