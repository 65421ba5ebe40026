import { allergenValues, languageValues } from '../../../api/contract.gen';
import type { FieldError } from '../../../lib/errors';
import { badRequest } from '../../../lib/errors';
import type { Language } from '../language';
import type { ProductFields } from './types';

// The checks of the commands' input: each collects the problems of an input and throws them all at once.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// The languages and allergens are the contract's (openapi.yaml's Language and Allergen).
const ALLERGENS: ReadonlySet<string> = new Set(allergenValues);
export const MAX_TEXT = 2000;
export const MAX_PRICE = 10_000_000;
// The sizes of a menu, the `maxItems` of openapi.yaml's listProducts, Product.extraGroups and
// ExtraGroup.options: the answers stay bounded because the commands refuse to grow past them (the
// places are not capped: listProviders pages through them).
export const MAX_PRODUCTS_PER_PLACE = 500;
export const MAX_EXTRA_GROUPS_PER_PRODUCT = 50;
export const MAX_OPTIONS_PER_GROUP = 100;

/** Collects the problems of an input; `done()` throws them all at once as 400 VALIDATION_ERROR. */
export function checker() {
  const fields: FieldError[] = [];
  const fail = (field: string, message: string) => {
    fields.push({ field, message });
  };
  return {
    fail,
    text(field: string, value: unknown, { required = true, max = MAX_TEXT } = {}) {
      if (typeof value !== 'string') return fail(field, 'must be text');
      if (required && value.trim() === '') return fail(field, 'must not be empty');
      if (value.length > max) fail(field, `must be at most ${max} characters`);
    },
    integer(field: string, value: unknown, min: number, max: number) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        fail(field, `must be a whole number from ${min} to ${max}`);
    },
    number(field: string, value: unknown) {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        fail(field, 'must be a number of at least 0');
    },
    id(field: string, value: unknown) {
      if (typeof value !== 'string' || !UUID.test(value)) fail(field, 'must be a UUID');
    },
    optionalId(field: string, value: unknown) {
      if (value !== undefined) this.id(field, value);
    },
    allergens(field: string, value: unknown) {
      if (!Array.isArray(value) || value.some((item) => !ALLERGENS.has(item)))
        return fail(field, `must list allergens among ${[...ALLERGENS].join(', ')}`);
      if (new Set(value).size !== value.length) fail(field, 'must not repeat an allergen');
    },
    ids(field: string, value: unknown, max = Number.POSITIVE_INFINITY) {
      if (!Array.isArray(value)) return fail(field, 'must be a list of UUIDs');
      if (value.length > max) return fail(field, `must list at most ${max} ids`);
      value.forEach((item, index) => {
        this.id(`${field}.${index}`, item);
      });
      if (new Set(value).size !== value.length) fail(field, 'must not repeat an id');
    },
    done(message = 'The catalogue change is not valid') {
      if (fields.length > 0) throw badRequest(message, fields);
    },
  };
}

/** Every field a product has, checked; `partial` checks only those given (an update). */
export function checkProductFields(
  check: ReturnType<typeof checker>,
  input: Partial<ProductFields>,
  partial: boolean,
) {
  const has = (field: keyof ProductFields) => !partial || input[field] !== undefined;
  if (has('categoryId')) check.id('categoryId', input.categoryId);
  if (has('name')) check.text('name', input.name, { max: 200 });
  if (input.description !== undefined) check.text('description', input.description, { required: false });
  if (input.composition !== undefined) check.text('composition', input.composition, { required: false });
  if (has('price')) check.integer('price', input.price, 0, MAX_PRICE);
  if (has('pointsPrice')) check.integer('pointsPrice', input.pointsPrice, 0, MAX_PRICE);
  if (has('loyaltyPoints')) check.integer('loyaltyPoints', input.loyaltyPoints, 0, MAX_PRICE);
  // A product may have no photo yet (the back office adds one later): an empty URL.
  if (has('imageUrl')) check.text('imageUrl', input.imageUrl, { required: false, max: 500 });
  if (has('nutrition')) {
    if (typeof input.nutrition !== 'object' || input.nutrition === null)
      check.fail('nutrition', 'is required');
    else for (const [key, value] of Object.entries(input.nutrition)) check.number(`nutrition.${key}`, value);
  }
  if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
  if (input.maxExtraOptions !== undefined) check.integer('maxExtraOptions', input.maxExtraOptions, 0, 50);
  if (input.extraGroupIds !== undefined)
    check.ids('extraGroupIds', input.extraGroupIds, MAX_EXTRA_GROUPS_PER_PRODUCT);
  if (input.available !== undefined && typeof input.available !== 'boolean')
    check.fail('available', 'must be true or false');
  if (input.translations !== undefined)
    checkTranslations(check, 'translations', input.translations, 'product');
}

/**
 * A map of texts by language other than English: a product's (name, description, composition, each
 * optional: the fallback fills a missing one) or another item's name.
 */
export function checkTranslations(
  check: ReturnType<typeof checker>,
  field: string,
  value: unknown,
  kind: 'product' | 'name',
) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return check.fail(field, 'must be texts by language');
  for (const [language, texts] of Object.entries(value)) {
    if (!languageValues.includes(language as Language) || language === 'en') {
      check.fail(`${field}.${language}`, 'is not a language other than English');
      continue;
    }
    if (kind === 'name') {
      check.text(`${field}.${language}`, texts, { required: false, max: 200 });
      continue;
    }
    if (typeof texts !== 'object' || texts === null) {
      check.fail(`${field}.${language}`, 'must be the texts of the language');
      continue;
    }
    for (const [name, text] of Object.entries(texts)) {
      if (!['name', 'description', 'composition'].includes(name))
        check.fail(`${field}.${language}.${name}`, 'is not a text of a product');
      else
        check.text(`${field}.${language}.${name}`, text, {
          required: false,
          max: name === 'name' ? 200 : MAX_TEXT,
        });
    }
  }
}

/** The version an edit was based on, when it names one: a whole number. */
export function checkVersion(check: ReturnType<typeof checker>, version: unknown) {
  if (version !== undefined) check.integer('version', version, 1, 2_147_483_647);
}

export function checkLanguage(check: ReturnType<typeof checker>, language: unknown) {
  if (!languageValues.includes(language as Language) || language === 'en')
    check.fail(
      'language',
      `must be one of ${languageValues.filter((l) => l !== 'en').join(', ')} (English is the original)`,
    );
}

/** The ids of `wanted` are exactly those of `current` (a reorder names every item once). */
export function checkSameSet(
  check: ReturnType<typeof checker>,
  field: string,
  wanted: string[],
  current: string[],
) {
  const have = new Set(current);
  if (wanted.length !== current.length || wanted.some((id) => !have.has(id)))
    check.fail(field, 'must name every current item exactly once');
}
