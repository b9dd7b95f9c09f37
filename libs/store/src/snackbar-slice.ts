import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES, THEME_COLORS } from '@daycare/shared';

export interface SnackbarState {
  open: boolean;
  text: string;
  /** A CSS colour; the spec's default is the theme's warning colour. */
  color: string;
  /** Changes with every message, so a repeated message shows (and times out) again. */
  serial: number;
}

export interface SnackbarMessage {
  text?: string;
  color?: string;
}

const initialState: SnackbarState = { open: false, text: MESSAGES.snackbarDefault, color: THEME_COLORS.light.warning, serial: 0 };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    showSnackbar: {
      reducer(state, action: PayloadAction<Required<SnackbarMessage>>) {
        state.open = true;
        state.text = action.payload.text;
        state.color = action.payload.color;
        state.serial += 1;
      },
      prepare(message: SnackbarMessage = {}) {
        return { payload: { text: message.text || MESSAGES.snackbarDefault, color: message.color || THEME_COLORS.light.warning } };
      },
    },
    hideSnackbar(state) {
      state.open = false;
    },
  },
  selectors: {
    selectSnackbar: (state) => state,
  },
});

export const { showSnackbar, hideSnackbar } = snackbarSlice.actions;
export const { selectSnackbar } = snackbarSlice.selectors;
