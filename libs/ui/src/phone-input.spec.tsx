import { useState } from 'react';
import { Button, Form } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhoneInput, formatPhone, isCompletePhone, usePhoneRule, type PhoneEntry, type PhoneValue } from './phone-input';

function Controlled({ initial = null, onValue }: { initial?: PhoneValue | null; onValue: (value: PhoneEntry) => void }) {
  const [value, setValue] = useState<PhoneEntry>(initial);
  return <PhoneInput label="Mobile" value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

function PhoneForm({ onSave, onRefused }: { onSave: (values: { mobile: PhoneEntry }) => void; onRefused?: () => void }) {
  const phoneRule = usePhoneRule();
  return (
    <Form onFinish={onSave} onFinishFailed={onRefused} initialValues={{ mobile: { country: 'US', number: '4165550123' } }}>
      <Form.Item name="mobile" label="Mobile" rules={[phoneRule]}>
        <PhoneInput label="Mobile" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
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

  it('keeps letters as typed instead of emptying the field, and the form says what to fix and does not save', async () => {
    const [onSave, onRefused] = [jest.fn(), jest.fn()];
    render(<PhoneForm onSave={onSave} onRefused={onRefused} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'call the office' } });
    expect(input.value).toBe('call the office');
    expect(await screen.findByText('Use digits, spaces and ( ) + - only')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the typed text, never null, to the form when it has letters', () => {
    const onValue = jest.fn();
    render(<Controlled initial={{ country: 'US', number: '4165550123' }} onValue={onValue} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '(416) 555-0123 ext 4' } });
    expect(onValue).toHaveBeenLastCalledWith('(416) 555-0123 ext 4');
    expect(onValue).not.toHaveBeenCalledWith(null);
  });

  it('saves digits typed after letters were corrected, in the mask', async () => {
    const onSave = jest.fn();
    render(<PhoneForm onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '416 555 O199' } });
    expect(await screen.findByText('Use digits, spaces and ( ) + - only')).toBeTruthy();
    fireEvent.change(input, { target: { value: '416.555.0199' } });
    expect(input.value).toBe('(416) 555-0199');
    await waitFor(() => expect(screen.queryByText('Use digits, spaces and ( ) + - only')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ mobile: { country: 'US', number: '4165550199' } }));
  });
});
