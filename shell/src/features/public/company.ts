import type { ShellKey } from '../../i18n';

/** How visitors reach the company behind the product; shown on the contact page and in the policies. */
export const COMPANY = {
  email: 'hello@daycare.example',
  phone: { display: '+1 (555) 010-0199', dial: '+15550100199' },
  address: ['Daycare', '100 Main Street, Suite 200', 'Springfield, IL 62701'],
  /** Keys of the shell's catalogue: the office hours in the reader's language. */
  hours: ['public.contact.hoursDays', 'public.contact.hoursNote'] satisfies ShellKey[],
} as const;
