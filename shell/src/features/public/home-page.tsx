import { Col, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router';
import {
  mdiAccountPlus, mdiArrowRight, mdiCheckCircleOutline, mdiDeskLamp, mdiHomeHeart, mdiLogin, mdiShieldLockOutline,
} from '@mdi/js';
import { Mdi, PRODUCT_NAME, Panel } from '@daycare/ui';
import { RichText, useT, type ShellTranslate } from '../../i18n';
import { Actions, PublicPage, Hero, Section, HighlightGrid, type Highlight } from './parts';

/** The two audiences' cards, in the reader's language. */
function audiences(t: ShellTranslate) {
  return [
    {
      icon: mdiHomeHeart,
      title: t('public.home.forParents'),
      to: '/welcome/parents',
      more: t('public.home.parentsMore'),
      points: [
        t('public.home.parentsPoints.day'),
        t('public.home.parentsPoints.invoices'),
        t('public.home.parentsPoints.messages'),
        t('public.home.parentsPoints.register'),
      ],
    },
    {
      icon: mdiDeskLamp,
      title: t('public.home.forDirectors'),
      to: '/welcome/directors',
      more: t('public.home.directorsMore'),
      points: [
        t('public.home.directorsPoints.rooms'),
        t('public.home.directorsPoints.billing'),
        t('public.home.directorsPoints.registrations'),
        t('public.home.directorsPoints.messages'),
      ],
    },
  ];
}

function steps(t: ShellTranslate): Highlight[] {
  return [
    { icon: mdiAccountPlus, title: t('public.home.steps.register.title'), text: t('public.home.steps.register.text') },
    { icon: mdiCheckCircleOutline, title: t('public.home.steps.file.title'), text: t('public.home.steps.file.text') },
    { icon: mdiHomeHeart, title: t('public.home.steps.follow.title'), text: t('public.home.steps.follow.text') },
  ];
}

function AudienceCard({ audience }: { audience: ReturnType<typeof audiences>[number] }) {
  const { token } = theme.useToken();
  return (
    <Panel style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex align="center" gap={12}>
          <Mdi path={audience.icon} size={1.6} color={token.colorPrimary} />
          <Typography.Title level={3} style={{ margin: 0 }}>{audience.title}</Typography.Title>
        </Flex>
        {audience.points.map((point) => (
          <Flex key={point} gap={8} align="start">
            <Mdi path={mdiCheckCircleOutline} size={0.8} color={token.colorSuccess} style={{ flexShrink: 0, marginTop: 3 }} />
            <Typography.Text>{point}</Typography.Text>
          </Flex>
        ))}
        <Link to={audience.to}>
          <Flex align="center" gap={4}>{audience.more}<Mdi path={mdiArrowRight} size={0.8} /></Flex>
        </Link>
      </Flex>
    </Panel>
  );
}

/** The product's home page: what it does for parents and directors, with Login and Register Now. */
export function HomePage() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <PublicPage title={t('public.home.title')}>
      <Hero icon={mdiHomeHeart} title={t('public.home.heading')} lead={t('public.home.lead', { product: PRODUCT_NAME })}>
        <Actions
          links={[
            { label: t('public.home.registerNow'), to: '/register', icon: mdiAccountPlus },
            { label: t('public.home.login'), to: '/login', icon: mdiLogin },
          ]}
        />
      </Hero>
      <Row gutter={[24, 24]}>
        {audiences(t).map((audience) => (
          <Col key={audience.to} xs={24} md={12}>
            <AudienceCard audience={audience} />
          </Col>
        ))}
      </Row>
      <Section title={t('public.home.gettingStarted')}>
        <HighlightGrid items={steps(t)} />
      </Section>
      <Panel>
        <Flex gap={16} align="center" wrap>
          <Mdi path={mdiShieldLockOutline} size={2} color={token.colorPrimary} />
          <Flex vertical style={{ flex: '1 1 280px' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>{t('public.home.privateByDesign')}</Typography.Title>
            <Typography.Text type="secondary">
              {/* Underlined: in running text a link must not be told apart by its colour alone. */}
              <RichText k="public.home.privacyText" components={{ a: <Link to="/privacy-policy" style={{ textDecoration: 'underline' }} /> }} />
            </Typography.Text>
          </Flex>
        </Flex>
      </Panel>
    </PublicPage>
  );
}
