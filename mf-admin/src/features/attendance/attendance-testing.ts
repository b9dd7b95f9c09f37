// Test helpers of the attendance pages' specs.
import { fireEvent, screen } from '@testing-library/react';

/** Types into an antd picker's input and confirms with Enter, as a person using the keyboard does. */
export function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** Empties an antd picker with its clear button. */
export function clearPicker(label: string) {
  const picker = screen.getByLabelText(label).closest('.ant-picker') as HTMLElement;
  const clear = picker.querySelector('.ant-picker-clear') as HTMLElement;
  fireEvent.mouseDown(clear);
  fireEvent.mouseUp(clear);
  fireEvent.click(clear);
}
