import { Link } from 'react-router';
import { mdiShieldLockOutline } from '@mdi/js';
import { PRODUCT_NAME } from '@daycare/ui';
import { COMPANY } from './company';
import { Hero, PolicyText, PublicPage, type PolicyBlock } from './parts';

const POLICY: PolicyBlock[] = [
  {
    title: 'Who we are',
    body: [
      `${PRODUCT_NAME} is a platform childcare centres use to run their centre and to keep in touch with families. The centre your family registers with decides what it records about your family; we keep that information safe and process it only to provide the service to the centre and to you.`,
    ],
  },
  {
    title: 'What we collect about guardians',
    body: [
      {
        list: [
          'your name, email address, phone numbers, home address and, if you give them, your employer and work details;',
          'your account: sign-in email, password (stored only as a one-way hash), theme and notification preferences;',
          'billing: invoices, payments, subsidies and tax receipts. Card numbers are handled by our payment provider and never stored by us;',
          'what you send through the app: messages, forms, consents, survey answers and absence notices.',
        ],
      },
    ],
  },
  {
    title: 'What we collect about children',
    body: [
      'Children do not have accounts. About each child, the centre records what it needs to care for them: name, date of birth, room and schedule; health information such as allergies, medical conditions, medications and the doses given; daily reports (meals, naps, diapers, activities, photos); attendance; incident and illness reports; and the people allowed to pick the child up.',
      "Health information is sensitive. It is shown only to the staff who need it for the child's safety, for example the educators of the child's room.",
    ],
  },
  {
    title: 'Why we use it',
    body: [
      {
        list: [
          'to let the centre care for your child and run its day: attendance, ratios, daily reports, medications and incidents;',
          'to let you and the centre talk: messages, notifications, forms and surveys;',
          'to register your family, manage waiting lists and bill you for care;',
          "to meet the centre's legal duties, such as childcare licensing records and tax receipts;",
          'to keep the service secure and working: sign-in, error logs and protection against misuse.',
        ],
      },
      'We never sell your information, never use it for advertising, and never build profiles of children.',
    ],
  },
  {
    title: 'Who sees it',
    body: [
      'Everything your family shares belongs to the centre you registered with, and is kept apart from every other centre on the platform.',
      {
        list: [
          'The centre your family belongs to, and only that centre. Its staff see what their role allows: an educator sees the children of their room, billing staff see invoices, the director sees the whole centre.',
          'Other families never see your information. Allergy lists shown to families name the allergens of a room, never the children.',
          'Our own support team, only when needed to help you or the centre or to fix a problem, under a duty of confidentiality.',
          'Service providers who host the platform, deliver email and notifications, and process card payments, bound by contract to use it only for that service.',
          'Authorities, only when the law requires it.',
        ],
      },
      'If your family moves to another centre on the platform, your information moves only when you or your centres ask for it.',
    ],
  },
  {
    title: 'On your device',
    body: [
      <>
        The app keeps a few things in your browser, never anything about your children; the{' '}
        <Link to="/policies/storage">storage policy</Link> lists each one.
      </>,
      {
        list: [
          'In local storage: the signed-in user with its sign-in tokens, your own account set aside while a support person acts as another user, whether the app reloads itself when a new version is out, the wide-layout choice, the light or dark theme, the notification types you muted, and which notification tiles your home page shows.',
          'In session storage, until you close the tab: the version of the app the tab loaded.',
          'One cookie: a random value our server sets so the app can prove each request comes from it.',
        ],
      },
    ],
  },
  {
    title: 'How long we keep it',
    body: [
      "We keep your family's information while your family is with the centre. When you leave, the centre archives your file: it disappears from everyday lists but is kept for as long as the centre must keep childcare and tax records by law, typically up to seven years, and is then deleted.",
      'Technical logs are kept for 90 days. Backups are overwritten within 35 days.',
    ],
  },
  {
    title: 'How we protect it',
    body: [
      "Every connection is encrypted. Each centre's information is kept apart from every other centre's, and every request is checked against who you are and what your role allows. Passwords are stored only as hashes, and sign-in tokens are never written to our logs.",
    ],
  },
  {
    title: 'Your rights',
    body: [
      'You may:',
      {
        list: [
          'see the information held about you and your children, and get a copy;',
          'have it corrected when it is wrong; most details you can correct yourself in the app;',
          'have it deleted when the centre no longer needs to keep it;',
          'withdraw a consent you gave, such as consent to photos;',
          'complain to your data-protection or privacy authority.',
        ],
      },
      'Ask your centre, or write to us; we answer within 30 days.',
    ],
  },
  {
    title: 'Changes to this policy',
    body: ['When we change this policy we update the date above, and we tell you in the app before a change that affects what we collect or who sees it takes effect.'],
  },
  {
    title: 'Contact',
    body: [
      <>
        Questions or requests about your information: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>, or by post to{' '}
        {COMPANY.address.join(', ')}.
      </>,
    ],
  },
];

/** The privacy policy in plain language. */
export function PrivacyPolicyPage() {
  return (
    <PublicPage title="Privacy policy">
      <Hero
        icon={mdiShieldLockOutline}
        title="Privacy policy"
        lead="What we collect about children and guardians, why, who sees it, how long we keep it, and your rights, in plain language."
      />
      <PolicyText effective="22 November 2026" blocks={POLICY} />
    </PublicPage>
  );
}
