import MaskedPattern from 'imask/esm/masked/pattern';

/** The US phone mask, (555) 555-5555. */
export const US_PHONE_MASK = '(000) 000-0000';

const usPhone = new MaskedPattern({ mask: US_PHONE_MASK });

/** Formats what a person typed as they type it: "5551234" becomes "(555) 123-4". */
export function formatUsPhone(typed: string | undefined): string {
  usPhone.resolve((typed ?? '').replace(/\D/g, ''));
  return usPhone.value;
}

export function isCompleteUsPhone(value: string | undefined): boolean {
  usPhone.resolve((value ?? '').replace(/\D/g, ''));
  return usPhone.isComplete;
}
