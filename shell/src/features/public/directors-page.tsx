import {
  mdiCalendarCheck, mdiCashMultiple, mdiClipboardTextClockOutline, mdiDeskLamp, mdiDoorOpen, mdiMessageText, mdiTabletDashboard,
} from '@mdi/js';
import { useT, type ShellTranslate } from '../../i18n';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

function areas(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiDoorOpen, title: t('public.directors.areas.rooms.title'), text: t('public.directors.areas.rooms.text') },
    { icon: mdiCalendarCheck, title: t('public.directors.areas.attendance.title'), text: t('public.directors.areas.attendance.text') },
    { icon: mdiCashMultiple, title: t('public.directors.areas.billing.title'), text: t('public.directors.areas.billing.text') },
    { icon: mdiClipboardTextClockOutline, title: t('public.directors.areas.registrations.title'), text: t('public.directors.areas.registrations.text') },
    { icon: mdiMessageText, title: t('public.directors.areas.messages.title'), text: t('public.directors.areas.messages.text') },
    { icon: mdiTabletDashboard, title: t('public.directors.areas.tablets.title'), text: t('public.directors.areas.tablets.text') },
  ];
}

function care(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiCalendarCheck, title: t('public.directors.care.reports.title'), text: t('public.directors.care.reports.text') },
    { icon: mdiDeskLamp, title: t('public.directors.care.roles.title'), text: t('public.directors.care.roles.text') },
  ];
}

/** What a director gets from the product. */
export function DirectorsPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.directors.title')}>
      <Hero icon={mdiDeskLamp} title={t('public.directors.heading')} lead={t('public.directors.lead')} />
      <Section title={t('public.directors.manage')}>
        <HighlightGrid items={areas(t)} />
      </Section>
      <Section title={t('public.directors.team')}>
        <HighlightGrid items={care(t)} />
      </Section>
      <CallToAction
        title={t('public.directors.boardTitle')}
        text={t('public.directors.boardText')}
        links={[{ label: t('public.directors.contactUs'), to: '/contact' }, { label: t('public.directors.login'), to: '/login' }]}
      />
    </PublicPage>
  );
}
