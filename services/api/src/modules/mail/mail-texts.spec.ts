import { LANGUAGES, type Language } from '@daycare/shared';
import en from './locales/en.json';
import { type MailTemplate, type MailValues, writeMail } from './mail-texts';

const VALUES: MailValues = {
  confirmationCode: { firstName: 'Sarah', code: '123456' },
  registrationAttempt: { firstName: 'Sarah' },
  resetCode: { firstName: 'Sarah', code: '654321' },
  passwordChanged: { firstName: 'Sarah' },
  accessGranted: { firstName: 'Sarah', daycareLabel: 'Maple Grove' },
  guardianInvitation: { firstName: 'Sarah', daycareLabel: 'Maple Grove', link: 'https://daycare.test/account/forgot-password/sarah%40family.test/123456' },
  guardianEmailChanged: { firstName: 'Sarah', code: '246810' },
  staffInvitation: { firstName: 'Sarah', daycareLabel: 'Maple Grove', inviterName: 'Dana Director', link: 'https://daycare.test/sign-up/abc' },
  dailySummary: { firstName: 'Sarah', daycareLabel: 'Maple Grove', childNames: 'Emma and Noah', day: 'Friday, November 20', summary: 'Emma\n  12:30 PM  Lunch: ate all' },
  emergencyMedication: { firstName: 'Sarah', daycareLabel: 'Maple Grove', childName: 'Emma', medication: 'EpiPen Jr', amount: '0.15 mg', time: '12:05', givenBy: 'Daniel Okafor', witness: 'Priya Shah' },
  incidentReported: { firstName: 'Sarah', daycareLabel: 'Maple Grove', childName: 'Emma Thompson', when: 'Friday, November 20, 2026 at 10:15 AM', summary: 'Grazed her knee' },
  incidentReminder: { firstName: 'Sarah', daycareLabel: 'Maple Grove', childName: 'Emma Thompson', when: 'Friday, November 20, 2026 at 10:15 AM', summary: 'Grazed her knee' },
};
const TEMPLATES = Object.keys(VALUES) as MailTemplate[];

describe('the e-mail texts', () => {
  it('cover every e-mail the catalogue has', () => {
    expect(TEMPLATES.sort()).toEqual(Object.keys(en.mails).sort());
  });

  it.each(LANGUAGES.flatMap((language) => TEMPLATES.map((template) => [language, template] as const)))(
    'write %s %s whole: every value filled in, and signed',
    (language, template) => {
      const mail = writeMail('sarah@family.test', language, template, VALUES[template]);
      expect(mail.to).toBe('sarah@family.test');
      expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\{|\}\}/);
      for (const value of Object.values(VALUES[template])) if (value !== 'Sarah') expect(`${mail.subject} ${mail.text}`).toContain(value);
      expect(mail.text.startsWith(language === 'en' ? 'Hi Sarah,' : 'Olá, Sarah!')).toBe(true);
      expect(mail.text.endsWith(language === 'en' ? '\n\nThe Daycare team' : '\n\nEquipe Daycare')).toBe(true);
    },
  );

  it('write the English texts word for word as before', () => {
    expect(writeMail('sarah@family.test', 'en', 'accessGranted', VALUES.accessGranted)).toEqual({
      to: 'sarah@family.test',
      subject: 'Maple Grove is now in your Daycare account',
      text: 'Hi Sarah,\n\nMaple Grove accepted your request. Sign in to Daycare to see it among your daycares.\n\nThe Daycare team',
    });
    expect(writeMail('sarah@family.test', 'en', 'passwordChanged', VALUES.passwordChanged).text).toBe(
      'Hi Sarah,\n\nYour Daycare password was just changed, and every device was signed out.\n\n' +
        'If this was not you, choose a new password right away with "Forgot password" on the sign-in page.\n\nThe Daycare team',
    );
  });

  it('put a value holding braces as it is, never filling it in again', () => {
    const mail = writeMail('x@family.test', 'pt-BR', 'confirmationCode', { firstName: '{{code}}', code: '111111' });
    expect(mail.text).toMatch(/^Olá, \{\{code\}\}!/);
  });

  it('write English for a language the product does not speak', () => {
    const mail = writeMail('x@family.test', 'fr' as Language, 'passwordChanged', { firstName: 'Amélie' });
    expect(mail.subject).toBe('Your Daycare password was changed');
  });

  it('refuse to send an e-mail with a hole in it', () => {
    expect(() => writeMail('x@family.test', 'en', 'resetCode', { firstName: 'Sarah' } as MailValues['resetCode'])).toThrow(/\{\{code\}\}/);
  });
});
