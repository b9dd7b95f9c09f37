import { formatUsPhone, isCompleteUsPhone } from './phone-mask';

describe('the US phone mask (000) 000-0000', () => {
  it('formats digits as they are typed and drops anything else', () => {
    expect(formatUsPhone('5')).toBe('(5');
    expect(formatUsPhone('5551')).toBe('(555) 1');
    expect(formatUsPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatUsPhone('555123456789')).toBe('(555) 123-4567');
    expect(formatUsPhone('call me')).toBe('');
  });

  it('knows a complete number', () => {
    expect(isCompleteUsPhone('(555) 123-4567')).toBe(true);
    expect(isCompleteUsPhone('(555) 123-45')).toBe(false);
  });
});
