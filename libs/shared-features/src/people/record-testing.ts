// Checks for the pages that show a record part by part: what each part says, and the Print button.
import { fireEvent, screen } from '@testing-library/react';

/** Each named part (a region) of the page says every one of its texts. */
export function expectPartTexts(expected: Record<string, string[]>) {
  for (const [name, texts] of Object.entries(expected)) {
    const text = screen.getByRole('region', { name }).textContent;
    for (const piece of texts) expect(text).toContain(piece);
  }
}

/** The page's Print button opens the browser's print dialog. */
export function expectPrints() {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
}
