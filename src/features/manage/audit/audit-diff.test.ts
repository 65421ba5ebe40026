import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed, with both sides', () => {
    expect(auditChanges({ role: 'staff', name: 'Ana' }, { role: 'manager', name: 'Ana' })).toEqual([
      { key: 'role', before: 'staff', after: 'manager' },
    ]);
  });

  it('lists every field of a creation or a deletion, and shows non-text values as JSON', () => {
    expect(auditChanges(null, { email: 'a@example.com', prices: [1, 2] })).toEqual([
      { key: 'email', before: undefined, after: 'a@example.com' },
      { key: 'prices', before: undefined, after: '[1,2]' },
    ]);
    expect(auditChanges({ role: 'staff' }, null)).toEqual([
      { key: 'role', before: 'staff', after: undefined },
    ]);
  });
});
