import {
  mdiBabyFaceOutline, mdiBandage, mdiCarClock, mdiCashMultiple, mdiClipboardTextClockOutline,
  mdiFileSign, mdiFoodApple, mdiHomeHeart, mdiMessageText, mdiPill, mdiShieldLockOutline,
} from '@mdi/js';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

const DAY: Highlight[] = [
  { icon: mdiBabyFaceOutline, title: 'The daily report', text: 'What your child ate and drank, when they napped, diaper changes, activities and a note from the educators, as the day goes on.' },
  { icon: mdiPill, title: 'Medications', text: 'Authorise a medication with its dose and times, and see each dose the staff gave.' },
  { icon: mdiBandage, title: 'Incidents', text: 'If your child is hurt, the report reaches you the same day; read it and sign it from your phone.' },
  { icon: mdiFoodApple, title: 'Menus and supplies', text: "This week's meals and snacks, and what to bring for your child's room." },
];

const EVERYDAY: Highlight[] = [
  { icon: mdiCashMultiple, title: 'Pay invoices', text: 'See every invoice with its subsidies and balance, pay online by card or direct deposit, and download your yearly tax receipts.' },
  { icon: mdiMessageText, title: 'Message the centre', text: 'Write to the educators and the office, and get notified when they answer.' },
  { icon: mdiCarClock, title: 'Absences and pick-ups', text: 'Report an absence or an illness in a few taps, and tell the room you are on your way so your child is ready.' },
  { icon: mdiFileSign, title: 'Forms and surveys', text: 'Answer permission forms for outings, sign consents and give the centre your feedback.' },
  { icon: mdiClipboardTextClockOutline, title: 'Registration and waiting lists', text: 'Register your family online, at your pace, and follow your place on the waiting lists of the centres you applied to.' },
  { icon: mdiShieldLockOutline, title: 'Your privacy', text: "Only your centre sees your family's information; other families never do. You can ask for a copy, or for a correction, at any time." },
];

/** What a parent gets from the product. */
export function ParentsPage() {
  return (
    <PublicPage title="For parents">
      <Hero
        icon={mdiHomeHeart}
        title="Stay close to your child's day"
        lead="Follow your child's day at the centre, handle invoices and forms without paperwork, and talk with the educators, all from your phone."
      />
      <Section title="Your child's day">
        <HighlightGrid items={DAY} />
      </Section>
      <Section title="Everything else, without paperwork">
        <HighlightGrid items={EVERYDAY} />
      </Section>
      <CallToAction
        title="Ready to join your centre?"
        text="Registering takes about fifteen minutes; you can stop at any step and continue later."
        links={[{ label: 'Register Now', to: '/register' }, { label: 'Login', to: '/login' }]}
      />
    </PublicPage>
  );
}

