import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhoneInput, formatPhone, isCompletePhone, type PhoneValue } from './phone-input';

function Controlled({ initial = null, onValue }: { initial?: PhoneValue | null; onValue: (value: PhoneValue | null) => void }) {
  const [value, setValue] = useState<PhoneValue | null>(initial);
  return <PhoneInput label="Mobile" value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

describe('PhoneInput', () => {
  it('writes numbers in their country mask', () => {
    expect(formatPhone({ country: 'US', number: '4165550123' })).toBe('(416) 555-0123');
    expect(formatPhone({ country: 'BR', number: '11987654321' })).toBe('(11) 98765-4321');
    expect(formatPhone({ country: 'BR', number: '1133334444' })).toBe('(11) 3333-4444');
    expect(formatPhone(null)).toBe('');
  });

  it('knows a complete number from a short one', () => {
    expect(isCompletePhone({ country: 'US', number: '4165550123' })).toBe(true);
    expect(isCompletePhone({ country: 'US', number: '416555' })).toBe(false);
    expect(isCompletePhone({ country: 'BR', number: '1133334444' })).toBe(true);
    expect(isCompletePhone(null)).toBe(true);
  });

  it('keeps the digits as the value and shows them masked, at most as many as the country has', () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    fireEvent.change(input, { target: { value: '416-555-0123 99' } });
    expect(onValue).toHaveBeenLastCalledWith({ country: 'US', number: '4165550123' });
    expect((input as HTMLInputElement).value).toBe('(416) 555-0123');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('keeps the country chosen before the first digit', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country of Mobile' }));
    fireEvent.click(await screen.findByText('Brazil +55', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '11987654321' } });
    expect(onValue).toHaveBeenLastCalledWith({ country: 'BR', number: '11987654321' });
    expect((screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement).value).toBe('(11) 98765-4321');
  });

  it('shows a Brazilian number in its own mask and names the country for screen readers', () => {
    render(<Controlled initial={{ country: 'BR', number: '11987654321' }} onValue={jest.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect(screen.getByRole('combobox', { name: 'Country of Mobile' })).toBeTruthy();
    expect(screen.getByText('Brazil +55')).toBeTruthy();
  });
});
