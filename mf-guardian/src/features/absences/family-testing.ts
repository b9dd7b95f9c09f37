// Test helpers of the family's attendance pages (absences, schedules, reported days, home).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Only the clock's date is fixed: timers keep running, so antd and RTK Query behave as in a browser. */
export function fixToday(instant: string) {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
    ],
  });
}

/** A child as GET /api/tablet/childrenList sends it. */
export const child = (id: number, firstName: string, lastName = 'Thompson') => ({
  id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `${firstName} ${lastName}`, firstName, lastName,
  birthDate: '2022-03-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
});

/** A 400 as the gateway answers it. */
export const badRequest = (message: string) => Response.json({ statusCode: 400, message, error: 'Bad Request' }, { status: 400 });

/** Types into an antd picker's input and confirms with Enter, as a person using the keyboard does. */
export async function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  // The picker reads the typed text on its next render; Enter before that would confirm nothing.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  // Then a tap elsewhere, which closes the picker's panel.
  fireEvent.mouseDown(document.body);
  fireEvent.mouseUp(document.body);
}

/** Picks a day in an antd date picker as a person does: opens it, types the day to go to its month, taps the day. */
export async function pickDay(label: string, day: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: day } });
  const cell = await waitFor(() => {
    const cells = document.querySelectorAll<HTMLElement>(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${day}"]`);
    if (!cells.length) throw new Error(`No day ${day} in the open picker`);
    return cells[cells.length - 1];
  });
  fireEvent.click(cell);
  fireEvent.blur(input);
  fireEvent.mouseDown(document.body);
  fireEvent.mouseUp(document.body);
}

/** Opens an antd select by its label and chooses the option with that text, once the options are in. */
export async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const found = await waitFor(() => {
    const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    return within(popups[popups.length - 1]).getByTitle(option);
  });
  fireEvent.click(found);
}
