import { fireEvent, render, screen } from '@testing-library/react';
import { Tag } from 'antd';
import { Panel } from './panel';

describe('Panel', () => {
  it('shows its title, the extra beside it, and its content', () => {
    render(<Panel title="Opening hours" extra={<Tag>Closed today</Tag>}><p>7:00 to 18:00</p></Panel>);
    expect(screen.getByText('Opening hours')).toBeTruthy();
    expect(screen.getByText('Closed today')).toBeTruthy();
    expect(screen.getByText('7:00 to 18:00')).toBeTruthy();
  });

  it('lifts when the pointer is over a hoverable panel, and only then', () => {
    render(<Panel hoverable><p>Messages</p></Panel>);
    const surface = screen.getByText('Messages').closest('section') as HTMLElement;
    expect(surface.style.boxShadow).toBe('');
    fireEvent.mouseEnter(surface);
    expect(surface.style.boxShadow).not.toBe('');
    fireEvent.mouseLeave(surface);
    expect(surface.style.boxShadow).toBe('');
  });
});
