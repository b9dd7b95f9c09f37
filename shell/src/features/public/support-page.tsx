import { Collapse, Typography } from 'antd';
import {
  mdiAccountKey, mdiBellOutline, mdiCashMultiple, mdiClipboardTextClockOutline, mdiLifebuoy, mdiTabletDashboard, mdiRocketLaunchOutline,
} from '@mdi/js';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

const TOPICS: Highlight[] = [
  { icon: mdiRocketLaunchOutline, title: 'Getting started', text: 'Create your account, confirm your email address and find your way around the app on a phone or a computer.' },
  { icon: mdiClipboardTextClockOutline, title: 'Registration', text: 'The seven registration steps: account, children, guardians, contacts, consents, other questions and payment.' },
  { icon: mdiCashMultiple, title: 'Billing and payments', text: 'Reading an invoice, paying online or by direct deposit, subsidies and yearly tax receipts.' },
  { icon: mdiBellOutline, title: 'Messages and notifications', text: 'Writing to the centre, and choosing which notifications reach you and how.' },
  { icon: mdiTabletDashboard, title: 'Room tablets', text: 'Setting up a tablet in a room, signing children and staff in and out, and the daily checklist.' },
  { icon: mdiAccountKey, title: 'Account and sign-in', text: 'Resetting your password, changing your email address, and switching between centres.' },
];

const FAQ = [
  {
    question: 'How do I register my family?',
    answer: 'Choose Register Now, create your account and confirm your email address. The app then walks you through each step; you can stop at any time and continue where you left off.',
  },
  {
    question: 'I did not receive the confirmation email.',
    answer: 'Check your spam or junk folder first. On the confirmation page you can ask for a new code; it arrives within a few minutes. If it still does not come, contact us with the address you registered with.',
  },
  {
    question: 'I forgot my password.',
    answer: 'On the Login page choose "Forgot password", enter your email address and follow the code we send you to choose a new password.',
  },
  {
    question: 'Who can see my child\'s information?',
    answer: 'Only the staff of the centre your family belongs to, each according to their role. Other families never see it. Our privacy policy explains the details.',
  },
  {
    question: 'How do I report an absence?',
    answer: 'In the menu, open Children, then Absences; choose your child and the days, and add a note if you wish. The room sees it right away.',
  },
  {
    question: 'Can both parents use the app?',
    answer: 'Yes. Add the second guardian during registration; each guardian gets their own sign-in and sees the same children, invoices and messages.',
  },
  {
    question: 'How do I pay an invoice?',
    answer: 'Open the invoice from Billing and choose Pay. You can pay by card, or set up direct deposit if your centre offers it. A receipt appears once the payment is through.',
  },
  {
    question: 'Where are my tax receipts?',
    answer: 'Under Billing, Taxes: one receipt per year with the total paid for childcare, ready to download.',
  },
  {
    question: 'The app asks me to update. What should I do?',
    answer: 'Choose Update Now: the page reloads with the latest version. Nothing you saved is lost. You can also let it reload on its own for the rest of the session.',
  },
  {
    question: 'We are a centre. How do we start?',
    answer: 'Contact us: we set up your centre with you, including rooms, fees and your registration form, and show your team around.',
  },
];

/** Help topics and the questions families and directors ask most. */
export function SupportPage() {
  return (
    <PublicPage title="Support">
      <Hero
        icon={mdiLifebuoy}
        title="How can we help?"
        lead="Answers to the questions we hear most. For anything about your child's care, such as hours, rooms or fees, your centre is the best place to ask."
      />
      <Section title="Help topics">
        <HighlightGrid items={TOPICS} />
      </Section>
      <Section title="Frequently asked questions">
        <Collapse
          size="large"
          items={FAQ.map(({ question, answer }) => ({
            key: question,
            label: question,
            children: <Typography.Paragraph style={{ margin: 0 }}>{answer}</Typography.Paragraph>,
          }))}
        />
      </Section>
      <CallToAction
        title="Still stuck?"
        text="Write to us and a person will answer within one business day."
        links={[{ label: 'Contact us', to: '/contact' }]}
      />
    </PublicPage>
  );
}
