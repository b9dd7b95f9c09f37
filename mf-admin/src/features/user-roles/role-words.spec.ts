import { act } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { ROLE_CODES } from '@daycare/shared';
import english from '../../locales/en.json';
import portuguese from '../../locales/pt-BR.json';
import { roleDescription, roleLabel } from './role-words';

describe('the role names', () => {
  afterEach(() => act(() => setLanguage('en')));

  it.each([['en', english], ['pt-BR', portuguese]] as const)('name every role code and say what it allows in %s', (_, catalogue) => {
    const roles: Record<string, { label?: string; description?: string }> = catalogue.roles;
    for (const code of ROLE_CODES) {
      expect({ code, label: roles[code]?.label?.trim() || null, description: roles[code]?.description?.trim() || null }).toEqual({ code, label: expect.any(String), description: expect.any(String) });
    }
    expect(Object.keys(roles).sort()).toEqual([...ROLE_CODES].sort());
  });

  it("follow the reader's language, and leave a code the app does not know as it came", async () => {
    expect(roleLabel('INVOICING')).toBe('Invoicing');
    await act(() => setLanguage('pt-BR'));
    expect(roleLabel('INVOICING')).toBe('Faturamento');
    expect(roleDescription('ATTENDANCE_STAFF')).toBe('Registrar a entrada e a saída dos funcionários e corrigir suas horas');
    expect(roleLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
