-- Customers read a category's name from the menu (Product.categoryName, issue 24), no longer from the
-- app's own texts for a few known keys. The demo places' categories were written with their key as
-- their name and no translations; the seed now names them in the nine languages
-- (server/src/features/catalog/menus/category-names.ts). A demo place written before this, whose seed
-- never runs again, gets the same names here, where a category still has its key as its name and no
-- translations: one the back office has named since is left as it is. A new database has no rows yet
-- (the seed writes them after the migrations), so this changes nothing there.
UPDATE catalog_categories c
SET name = v.name, translations = v.translations::jsonb, version = c.version + 1, updated_at = now()
FROM providers p, (VALUES
  ('coffee', 'Coffee', '{"es": "Café", "fr": "Café", "de": "Kaffee", "pl": "Kawa", "uk": "Кава", "ca": "Cafè", "ru": "Кофе", "sr": "Кафа"}'),
  ('tea', 'Tea', '{"es": "Té", "fr": "Thé", "de": "Tee", "pl": "Herbata", "uk": "Чай", "ca": "Te", "ru": "Чай", "sr": "Чај"}'),
  ('pastries', 'Pastries', '{"es": "Bollería", "fr": "Viennoiseries", "de": "Gebäck", "pl": "Wypieki", "uk": "Випічка", "ca": "Brioixeria", "ru": "Выпечка", "sr": "Пецива"}'),
  ('breakfast', 'Breakfast', '{"es": "Desayunos", "fr": "Petit-déjeuner", "de": "Frühstück", "pl": "Śniadania", "uk": "Сніданки", "ca": "Esmorzars", "ru": "Завтраки", "sr": "Доручак"}'),
  ('drinks', 'Drinks', '{"es": "Bebidas", "fr": "Boissons", "de": "Getränke", "pl": "Napoje", "uk": "Напої", "ca": "Begudes", "ru": "Напитки", "sr": "Пића"}'),
  ('cakes', 'Cakes', '{"es": "Pasteles", "fr": "Gâteaux", "de": "Kuchen", "pl": "Ciasta", "uk": "Торти", "ca": "Pastissos", "ru": "Торты", "sr": "Колачи"}'),
  ('sandwiches', 'Sandwiches', '{"es": "Bocadillos", "fr": "Sandwichs", "de": "Sandwiches", "pl": "Kanapki", "uk": "Сендвічі", "ca": "Entrepans", "ru": "Сэндвичи", "sr": "Сендвичи"}'),
  ('starters', 'Starters', '{"es": "Entrantes", "fr": "Entrées", "de": "Vorspeisen", "pl": "Przystawki", "uk": "Закуски", "ca": "Entrants", "ru": "Закуски", "sr": "Предјела"}'),
  ('bowls', 'Bowls', '{"es": "Bowls", "fr": "Bols", "de": "Bowls", "pl": "Miski", "uk": "Боули", "ca": "Bols", "ru": "Боулы", "sr": "Чиније"}'),
  ('mains', 'Mains', '{"es": "Platos principales", "fr": "Plats", "de": "Hauptgerichte", "pl": "Dania główne", "uk": "Основні страви", "ca": "Plats principals", "ru": "Основные блюда", "sr": "Главна јела"}'),
  ('desserts', 'Desserts', '{"es": "Postres", "fr": "Desserts", "de": "Desserts", "pl": "Desery", "uk": "Десерти", "ca": "Postres", "ru": "Десерты", "sr": "Десерти"}')
) AS v (key, name, translations)
WHERE p.id = c.provider_id
  AND p.slug IN ('cafe-olivera', 'la-taula-de-gracia', 'kawiarnia-pod-lipa')
  AND c.key = v.key
  AND c.name = c.key
  AND c.translations = '{}'::jsonb;
