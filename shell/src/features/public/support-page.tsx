import { Collapse, Typography } from 'antd';
import {
  mdiAccountKey, mdiBellOutline, mdiCashMultiple, mdiClipboardTextClockOutline, mdiLifebuoy, mdiTabletDashboard, mdiRocketLaunchOutline,
} from '@mdi/js';
import { useT, type ShellTranslate } from '../../i18n';
import { CallToAction, Hero, HighlightGrid, PublicPage, Section, type Highlight } from './parts';

function topics(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiRocketLaunchOutline, title: t('public.support.topics.start.title'), text: t('public.support.topics.start.text') },
    { icon: mdiClipboardTextClockOutline, title: t('public.support.topics.registration.title'), text: t('public.support.topics.registration.text') },
    { icon: mdiCashMultiple, title: t('public.support.topics.billing.title'), text: t('public.support.topics.billing.text') },
    { icon: mdiBellOutline, title: t('public.support.topics.messages.title'), text: t('public.support.topics.messages.text') },
    { icon: mdiTabletDashboard, title: t('public.support.topics.tablets.title'), text: t('public.support.topics.tablets.text') },
    { icon: mdiAccountKey, title: t('public.support.topics.account.title'), text: t('public.support.topics.account.text') },
  ];
}

/** The questions, in the order people ask them; each has a question and an answer in the catalogue. */
const FAQ = ['register', 'confirmation', 'password', 'whoSees', 'absence', 'bothParents', 'pay', 'taxReceipts', 'update', 'centre'] as const;

/** Help topics and the questions families and directors ask most. */
export function SupportPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.support.title')}>
      <Hero icon={mdiLifebuoy} title={t('public.support.heading')} lead={t('public.support.lead')} />
      <Section title={t('public.support.topicsTitle')}>
        <HighlightGrid items={topics(t)} />
      </Section>
      <Section title={t('public.support.faqTitle')}>
        <Collapse
          size="large"
          items={FAQ.map((question) => ({
            key: question,
            label: t(`public.support.faq.${question}.question`),
            children: <Typography.Paragraph style={{ margin: 0 }}>{t(`public.support.faq.${question}.answer`)}</Typography.Paragraph>,
          }))}
        />
      </Section>
      <CallToAction
        title={t('public.support.stuckTitle')}
        text={t('public.support.stuckText')}
        links={[{ label: t('public.support.contactUs'), to: '/contact' }]}
      />
    </PublicPage>
  );
}
