/** User-facing texts fixed by the spec (sections 2 and 8). */
export const MESSAGES = {
  snackbarDefault: 'We could complete your request',
  errorFallback: 'We could not complete your request, please try again later',
  sessionExpired: 'Your session has expired, please login to continue',
  retryFailed: 'We could not complete your request',
  userNotAuthenticated: 'User not authenticated',
  updateDialog: {
    title: 'Ready to update!',
    body: 'New updates have been released, please update your browser to get the latest changes!',
    autoReloadQuestion: 'Automatically reload for the remainder of this session?',
    autoReloadLabel: 'Auto Reload',
    close: 'Close',
    updateNow: 'Update Now',
  },
} as const;

/** HTTP status the server uses to send the browser to the logout route. */
export const LOGOUT_STATUS = 306;
