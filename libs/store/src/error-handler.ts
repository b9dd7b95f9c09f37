import type { Dispatch } from '@reduxjs/toolkit';
import { chooseErrorMessage, LOGOUT_STATUS, type ErrorLike } from '@daycare/shared';
import { navigateTo } from './navigation';
import { showSnackbar } from './snackbar-slice';

function asErrorLike(error: unknown): ErrorLike | undefined {
  if (typeof error === 'string') return { message: error };
  return error && typeof error === 'object' ? (error as ErrorLike) : undefined;
}

/**
 * The generic error handler: logs the error, shows the chosen message in the snackbar
 * and scrolls to the top, where the snackbar is; status 306 goes to the logout route instead.
 */
export function reportError(error: unknown, dispatch: Dispatch): void {
  console.error(error);
  const errorLike = asErrorLike(error);
  if (errorLike?.status === LOGOUT_STATUS) {
    navigateTo('/logout');
    return;
  }
  dispatch(showSnackbar({ text: chooseErrorMessage(errorLike) }));
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
