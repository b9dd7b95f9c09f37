import { CLOCK_FIXED_AT, ClockService, clockOffsetFrom } from './clock.service';

describe('the clock', () => {
  const realNow = Date.parse('2026-11-25T04:00:00Z');

  it("is the machine's when CLOCK_FIXED_AT is unset", () => {
    expect(clockOffsetFrom({}, realNow)).toBe(0);
  });

  it('starts at CLOCK_FIXED_AT outside production, and runs on from it', () => {
    expect(clockOffsetFrom({ [CLOCK_FIXED_AT]: '2026-03-02T09:00:00-05:00' }, realNow)).toBe(Date.parse('2026-03-02T14:00:00Z') - realNow);
  });

  it('ignores CLOCK_FIXED_AT in production and says so', () => {
    const warn = jest.fn();
    expect(clockOffsetFrom({ [CLOCK_FIXED_AT]: '2026-03-02T09:00:00-05:00', NODE_ENV: 'production' }, realNow, { warn })).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CLOCK_FIXED_AT));
  });

  it('refuses a CLOCK_FIXED_AT that is not a date', () => {
    expect(() => clockOffsetFrom({ [CLOCK_FIXED_AT]: 'next Monday' }, realNow)).toThrow(/ISO date/);
  });

  it('reads the started clock in the service, and a pinned instant wins over it', () => {
    const before = process.env[CLOCK_FIXED_AT];
    process.env[CLOCK_FIXED_AT] = '2026-03-02T09:00:00-05:00';
    try {
      const clock = new ClockService();
      const now = clock.now().getTime();
      expect(now).toBeGreaterThanOrEqual(Date.parse('2026-03-02T14:00:00Z'));
      expect(now).toBeLessThan(Date.parse('2026-03-02T14:01:00Z'));
      clock.set(new Date('2026-04-01T12:00:00Z'));
      expect(clock.now().toISOString()).toBe('2026-04-01T12:00:00.000Z');
    } finally {
      if (before === undefined) delete process.env[CLOCK_FIXED_AT];
      else process.env[CLOCK_FIXED_AT] = before;
    }
  });
});
