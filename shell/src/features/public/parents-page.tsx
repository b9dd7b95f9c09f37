import {
  mdiBabyFaceOutline, mdiBandage, mdiCarClock, mdiCashMultiple, mdiClipboardTextClockOutline,
  mdiFileSign, mdiFoodApple, mdiHomeHeart, mdiMessageText, mdiPill, mdiShieldLockOutline,
} from '@mdi/js';
import { useT, type ShellTranslate } from '../../i18n';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

function day(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiBabyFaceOutline, title: t('public.parents.day.report.title'), text: t('public.parents.day.report.text') },
    { icon: mdiPill, title: t('public.parents.day.medications.title'), text: t('public.parents.day.medications.text') },
    { icon: mdiBandage, title: t('public.parents.day.incidents.title'), text: t('public.parents.day.incidents.text') },
    { icon: mdiFoodApple, title: t('public.parents.day.menus.title'), text: t('public.parents.day.menus.text') },
  ];
}

function everyday(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiCashMultiple, title: t('public.parents.everyday.invoices.title'), text: t('public.parents.everyday.invoices.text') },
    { icon: mdiMessageText, title: t('public.parents.everyday.messages.title'), text: t('public.parents.everyday.messages.text') },
    { icon: mdiCarClock, title: t('public.parents.everyday.absences.title'), text: t('public.parents.everyday.absences.text') },
    { icon: mdiFileSign, title: t('public.parents.everyday.forms.title'), text: t('public.parents.everyday.forms.text') },
    { icon: mdiClipboardTextClockOutline, title: t('public.parents.everyday.registration.title'), text: t('public.parents.everyday.registration.text') },
    { icon: mdiShieldLockOutline, title: t('public.parents.everyday.privacy.title'), text: t('public.parents.everyday.privacy.text') },
  ];
}

/** What a parent gets from the product. */
export function ParentsPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.parents.title')}>
      <Hero icon={mdiHomeHeart} title={t('public.parents.heading')} lead={t('public.parents.lead')} />
      <Section title={t('public.parents.childsDay')}>
        <HighlightGrid items={day(t)} />
      </Section>
      <Section title={t('public.parents.everydayTitle')}>
        <HighlightGrid items={everyday(t)} />
      </Section>
      <CallToAction
        title={t('public.parents.readyTitle')}
        text={t('public.parents.readyText')}
        links={[{ label: t('public.parents.registerNow'), to: '/register' }, { label: t('public.parents.login'), to: '/login' }]}
      />
    </PublicPage>
  );
}
