import {
  mdiCalendarCheck, mdiCashMultiple, mdiClipboardTextClockOutline, mdiDeskLamp, mdiDoorOpen, mdiMessageText, mdiTabletDashboard,
} from '@mdi/js';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

const AREAS: Highlight[] = [
  { icon: mdiDoorOpen, title: 'Rooms', text: 'Set up rooms, age groups and programs; move children and staff between rooms as the day requires.' },
  { icon: mdiCalendarCheck, title: 'Attendance and ratios', text: "Who is in each room right now, the staff-to-child ratio live, expected schedules, absences, and monthly attendance reports." },
  { icon: mdiCashMultiple, title: 'Billing', text: 'Fees by room and attendance plan, invoices in a batch, subsidies and grants, online and recorded payments, and yearly tax receipts.' },
  { icon: mdiClipboardTextClockOutline, title: 'Registrations and waiting lists', text: 'Families register online with the questions you choose; follow each registration from started to approved, and manage your waiting list.' },
  { icon: mdiMessageText, title: 'Messages', text: 'Conversations with families, one message to a whole room, emails from templates, surveys and permission forms, with replies in one place.' },
  { icon: mdiTabletDashboard, title: 'Room tablets', text: "A tablet on each room's wall signs children and staff in and out, shows allergies and medications at a glance, and runs the daily checklist." },
];

const CARE: Highlight[] = [
  { icon: mdiCalendarCheck, title: 'Daily reports', text: 'Educators record meals, naps, diapers and notes on the go; families see them the same day.' },
  { icon: mdiDeskLamp, title: 'Roles for your team', text: 'Give each staff member exactly the areas they need: billing, registrations, messages, menus and more.' },
];

/** What a director gets from the product. */
export function DirectorsPage() {
  return (
    <PublicPage title="For directors">
      <Hero
        icon={mdiDeskLamp}
        title="Run your centre from one desk"
        lead="Rooms, attendance and ratios, billing, registrations and waiting lists, messages and room tablets: everything a childcare centre runs on, in one place your whole team shares."
      />
      <Section title="What you manage">
        <HighlightGrid items={AREAS} />
      </Section>
      <Section title="Built for the team">
        <HighlightGrid items={CARE} />
      </Section>
      <CallToAction
        title="Bring your centre on board"
        text="Tell us about your centre and we will set it up with you, rooms, fees and registration form included."
        links={[{ label: 'Contact us', to: '/contact' }, { label: 'Login', to: '/login' }]}
      />
    </PublicPage>
  );
}
