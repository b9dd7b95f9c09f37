import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, SNACKBAR_DURATION_MS, THEME_COLORS } from '@daycare/shared';
import { reportError, showSnackbar } from '@daycare/store';
import { renderInApp } from '@daycare/shared-features/testing';
import { Snackbar, textColorOn } from './snackbar';

describe('the snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows nothing until a message comes', () => {
    renderInApp(<Snackbar />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the default text in the warning colour', () => {
    const { store } = renderInApp(<Snackbar />);
    act(() => void store.dispatch(showSnackbar()));
    const bar = screen.getByTestId('snackbar');
    expect(bar.getAttribute('role')).toBe('alert');
    expect(bar.textContent).toContain(MESSAGES.snackbarDefault);
    expect(bar.style.background).toBe('rgb(243, 151, 29)');
    expect(THEME_COLORS.light.warning).toBe('#F3971D');
  });

  it('says the server could not answer when it failed, and speaks of the connection only when the request never reached it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderInApp(<Snackbar />);
    act(() => reportError({ status: 500, data: { statusCode: 500, message: 'Internal server error' } }, store.dispatch));
    expect(screen.getByRole('alert').textContent).toContain('The server could not answer just now. Please try again in a moment.');
    expect(screen.getByRole('alert').textContent).not.toContain('internet');
    act(() => reportError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, store.dispatch));
    expect(screen.getByRole('alert').textContent).toContain('Check your internet connection');
  });

  it('closes with its Close button', () => {
    const { store } = renderInApp(<Snackbar />);
    act(() => void store.dispatch(showSnackbar({ text: 'Saved' })));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides by itself after 5000 ms, counted again for a new message', () => {
    const { store } = renderInApp(<Snackbar />);
    act(() => void store.dispatch(showSnackbar({ text: 'First' })));
    act(() => void jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 1000));
    act(() => void store.dispatch(showSnackbar({ text: 'Second' })));
    act(() => void jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(screen.getByRole('alert').textContent).toContain('Second');
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(SNACKBAR_DURATION_MS).toBe(5000);
  });

  it('is dismissed by a sideways swipe of 50 px or more, not by a tap', () => {
    const { store } = renderInApp(<Snackbar />);
    act(() => void store.dispatch(showSnackbar({ text: 'Swipe me' })));
    const bar = screen.getByRole('alert');
    fireEvent.pointerDown(bar, { clientX: 100 });
    fireEvent.pointerUp(bar, { clientX: 120 });
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.pointerDown(bar, { clientX: 100 });
    fireEvent.pointerUp(bar, { clientX: 160 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(textColorOn(THEME_COLORS.light.warning)).toBe('rgba(0, 0, 0, 0.88)');
    expect(textColorOn(THEME_COLORS.light.error)).toBe('#fff');
  });
});
