import type { MailMessage } from '../mail/mail.service';

/** The e-mails of the account flows: short, friendly, and never more than the reader needs. */

const SIGNATURE = '\n\nThe Daycare team';

export function confirmationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Daycare confirmation code',
    text:
      `Hi ${firstName},\n\nWelcome to Daycare! Your confirmation code is ${code}.\n\n` +
      'Enter it on the confirmation page to finish setting up your account. It works for 30 minutes.\n\n' +
      'If you did not create an account, you can ignore this e-mail.' +
      SIGNATURE,
  };
}

export function registrationAttemptMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to register with your e-mail address',
    text:
      `Hi ${firstName},\n\nSomeone just tried to create a Daycare account with this e-mail address, but you already have one.\n\n` +
      'If it was you, sign in instead, or use "Forgot password" on the sign-in page if you need a new password.\n\n' +
      'If it was not you, you can ignore this e-mail: nothing has changed in your account.' +
      SIGNATURE,
  };
}

export function resetCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Daycare password reset code',
    text:
      `Hi ${firstName},\n\nYour password reset code is ${code}.\n\n` +
      'Enter it on the reset page to choose a new password. It works for 30 minutes.\n\n' +
      'If you did not ask for a new password, you can ignore this e-mail: your password has not changed.' +
      SIGNATURE,
  };
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your Daycare password was changed',
    text:
      `Hi ${firstName},\n\nYour Daycare password was just changed, and every device was signed out.\n\n` +
      'If this was not you, choose a new password right away with "Forgot password" on the sign-in page.' +
      SIGNATURE,
  };
}

export function accessGrantedMail(to: string, firstName: string, daycareLabel: string): MailMessage {
  return {
    to,
    subject: `${daycareLabel} is now in your Daycare account`,
    text: `Hi ${firstName},\n\n${daycareLabel} accepted your request. Sign in to Daycare to see it among your daycares.` + SIGNATURE,
  };
}
