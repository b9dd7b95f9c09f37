/** Texts of the sign-in and session calls (the contract's, word for word). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'The email or password is incorrect',
  slowedDown: (seconds: number) => `Too many failed sign-in attempts, please wait ${seconds} seconds and try again`,
  forgeryRejected: 'The request could not be verified, please reload the page',
  userNotInDaycare: 'This user was not found in your daycare',
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  cannotImpersonateSuper: 'A Super user cannot be impersonated',
  alreadyImpersonating: 'Stop impersonating before impersonating someone else',
  notImpersonating: 'You are not impersonating anyone',
  cannotImpersonateMoreRights: 'You cannot impersonate someone who may do more than you',
  noCenterChangeWhileImpersonating: 'Stop impersonating before changing center',
} as const;
