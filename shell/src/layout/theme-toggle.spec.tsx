import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@daycare/shared';
import { createAppStore } from '@daycare/store';
import { renderInApp } from '@daycare/shared-features/testing';
import { ThemeToggle } from './theme-toggle';

describe('the theme toggle', () => {
  beforeEach(() => localStorage.clear());

  it('starts light, switches to dark and back, and marks the page with the theme', () => {
    renderInApp(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('is remembered by this browser for the next visit', () => {
    const { unmount } = renderInApp(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    unmount();
    renderInApp(<ThemeToggle />, { store: createAppStore() });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light theme' })).not.toBeNull();
  });
});
