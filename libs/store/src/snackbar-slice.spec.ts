import { MESSAGES, THEME_COLORS } from '@daycare/shared';
import { hideSnackbar, showSnackbar, snackbarSlice } from './snackbar-slice';

const reduce = snackbarSlice.reducer;

describe('snackbar state', () => {
  it('shows the default text in the warning colour when given nothing', () => {
    const state = reduce(undefined, showSnackbar());
    expect(state).toMatchObject({ open: true, text: MESSAGES.snackbarDefault, color: THEME_COLORS.light.warning });
    expect(MESSAGES.snackbarDefault).toBe('We could complete your request');
  });

  it('shows a given text and colour, and counts each message so a repeat shows again', () => {
    const first = reduce(undefined, showSnackbar({ text: 'Saved', color: THEME_COLORS.light.success }));
    const again = reduce(first, showSnackbar({ text: 'Saved', color: THEME_COLORS.light.success }));
    expect(again).toMatchObject({ open: true, text: 'Saved', color: '#89AD3E' });
    expect(again.serial).toBe(first.serial + 1);
  });

  it('hides', () => {
    expect(reduce(reduce(undefined, showSnackbar()), hideSnackbar()).open).toBe(false);
  });
});
