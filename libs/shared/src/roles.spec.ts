import { hasRole, ROLE_CODES } from './roles';

describe('role check', () => {
  it('passes when the user holds the role', () => {
    expect(hasRole(['INVOICING'], 'INVOICING')).toBe(true);
    expect(hasRole([{ code: 'EMAILS' }], 'EMAILS')).toBe(true);
  });

  it('fails when the user holds only other ordinary roles', () => {
    expect(hasRole(['MESSAGES', 'EMAILS'], 'INVOICING')).toBe(false);
    expect(hasRole([], 'INVOICING')).toBe(false);
  });

  it.each(['BUSINESS_MANAGER', 'DIRECTOR'] as const)('lets %s pass any other role', (broad) => {
    for (const code of ROLE_CODES.filter((c) => c !== 'INTERNAL_STAFF')) {
      expect(hasRole([broad], code)).toBe(true);
    }
  });

  it('needs INTERNAL_STAFF exactly', () => {
    expect(hasRole(['DIRECTOR', 'BUSINESS_MANAGER'], 'INTERNAL_STAFF')).toBe(false);
    expect(hasRole(['INTERNAL_STAFF'], 'INTERNAL_STAFF')).toBe(true);
  });

  it('lists the 26 role codes of the spec', () => {
    expect(ROLE_CODES).toHaveLength(26);
    expect(new Set(ROLE_CODES).size).toBe(26);
  });
});
