import { WEAK_PIN_MESSAGES, weakPinReason } from './tablet-pin';

describe('weak PINs', () => {
  it('accepts PINs without an easy pattern', () => {
    for (const pin of ['8306', '4719', '97531', '305817']) expect(weakPinReason(pin)).toBeNull();
  });

  it('refuses digits in a row, up or down, also across 9 and 0', () => {
    for (const pin of ['1234', '4321', '123456', '654321', '7890', '0987', '34567']) expect(weakPinReason(pin)).toBe(WEAK_PIN_MESSAGES.run);
  });

  it('refuses one digit repeated', () => {
    for (const pin of ['0000', '1111', '99999', '777777']) expect(weakPinReason(pin)).toBe(WEAK_PIN_MESSAGES.oneDigit);
  });

  it('refuses a repeated pair or triple', () => {
    for (const pin of ['1212', '4545', '121212', '123123', '907907']) expect(weakPinReason(pin)).toBe(WEAK_PIN_MESSAGES.repeatedBlock);
  });

  it('refuses the most common PINs', () => {
    for (const pin of ['2580', '1004', '1122', '159753', '112233']) expect(weakPinReason(pin)).toBe(WEAK_PIN_MESSAGES.common);
  });
});
