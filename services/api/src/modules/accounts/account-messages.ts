/** Answers of the account calls (contract texts); none of them tells whether an address has an account. */
export const ACCOUNT_MESSAGES = {
  checkInbox: 'Check your inbox for a confirmation code',
  confirmationResent: 'If an account needs confirming, a new code is on its way',
  resetCodeSent: 'If an account uses this address, a reset code is on its way',
  passwordChanged: 'Your password has been changed',
  invalidConfirmationCode: 'This confirmation code is not valid or has expired',
  invalidResetCode: 'This reset code is not valid or has expired',
  invalidReferralCode: 'This referral code is not valid',
  unknownDaycare: 'This registration link is not valid, ask your daycare for a new one',
  alreadyMember: 'You already belong to this daycare',
  accessRequestNotFound: 'This access request was not found',
} as const;
