/** User-facing texts the product fixes word for word. */
export const MESSAGES = {
  snackbarDefault: 'We could complete your request',
  errorFallback: 'We could not complete your request, please try again later',
  /** The request never reached the server: the person's connection is the likely cause. */
  networkFailure: 'We could not reach the server. Check your internet connection, then try again.',
  /** The server answered with an error of its own: nothing the person did or can fix but retry. */
  serverFailure: 'The server could not answer just now. Please try again in a moment.',
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
