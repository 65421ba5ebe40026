import { menuLinkUrl } from '../../lib/menu-link';
import { providerIdFromCode } from './provider-code';

const ID = '3f6b2c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f';

describe('providerIdFromCode', () => {
  it('reads the provider id from a printed code of any origin', () => {
    expect(providerIdFromCode(menuLinkUrl('https://app.example.com', ID))).toBe(ID);
    expect(providerIdFromCode(`http://localhost:8080/${ID}/products/`)).toBe(ID);
  });

  it('accepts a bare provider id with surrounding spaces, in any case', () => {
    expect(providerIdFromCode(`  ${ID.toUpperCase()} `)).toBe(ID);
  });

  it('refuses anything else', () => {
    expect(providerIdFromCode('hello')).toBeUndefined();
    expect(providerIdFromCode(`https://example.com/${ID}`)).toBeUndefined();
    expect(providerIdFromCode(`https://example.com/${ID}/products/other`)).toBeUndefined();
    expect(providerIdFromCode('https://example.com/not-a-uuid/products')).toBeUndefined();
    expect(providerIdFromCode('')).toBeUndefined();
  });
});
