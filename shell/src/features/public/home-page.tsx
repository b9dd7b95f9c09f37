import { Col, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router';
import {
  mdiAccountPlus, mdiArrowRight, mdiCheckCircleOutline, mdiDeskLamp, mdiHomeHeart, mdiLogin, mdiShieldLockOutline,
} from '@mdi/js';
import { Mdi, PRODUCT_NAME, Panel } from '@daycare/ui';
import { Actions, PublicPage, Hero, Section, HighlightGrid } from './parts';

const AUDIENCES = [
  {
    icon: mdiHomeHeart,
    title: 'For parents',
    to: '/welcome/parents',
    more: 'What parents get',
    points: [
      "See your child's day: meals, naps, diapers, activities and photos",
      'Pay invoices online and download tax receipts',
      'Message the educators, report an absence, say you are on your way',
      'Register online and follow your place on waiting lists',
    ],
  },
  {
    icon: mdiDeskLamp,
    title: 'For directors',
    to: '/welcome/directors',
    more: 'What directors get',
    points: [
      'Rooms, attendance and staff-to-child ratios, live',
      'Fees, invoices, subsidies and payments in one ledger',
      'Online registrations and waiting lists you configure',
      'Messages, emails, surveys and permission forms to families',
    ],
  },
];

const STEPS = [
  { icon: mdiAccountPlus, title: '1. Register', text: 'Create your account with your centre, or from the invitation it emailed you.' },
  { icon: mdiCheckCircleOutline, title: '2. Complete your file', text: 'Add your children, the other guardian, emergency contacts and the consents the centre asks for.' },
  { icon: mdiHomeHeart, title: "3. Follow your child's day", text: 'Daily reports, messages, invoices and notices arrive on your phone as the day goes on.' },
];

function AudienceCard({ audience }: { audience: (typeof AUDIENCES)[number] }) {
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
  const { token } = theme.useToken();
  return (
    <PublicPage title="Home">
      <Hero
        icon={mdiHomeHeart}
        title="Childcare, connected"
        lead={`${PRODUCT_NAME} brings families and childcare centres together: every child's day, attendance and ratios, registrations, billing and messages, in one place that works on a phone, a room tablet and a desktop.`}
      >
        <Actions links={[{ label: 'Register Now', to: '/register', icon: mdiAccountPlus }, { label: 'Login', to: '/login', icon: mdiLogin }]} />
      </Hero>
      <Row gutter={[24, 24]}>
        {AUDIENCES.map((audience) => (
          <Col key={audience.title} xs={24} md={12}>
            <AudienceCard audience={audience} />
          </Col>
        ))}
      </Row>
      <Section title="Getting started as a family">
        <HighlightGrid items={STEPS} />
      </Section>
      <Panel>
        <Flex gap={16} align="center" wrap>
          <Mdi path={mdiShieldLockOutline} size={2} color={token.colorPrimary} />
          <Flex vertical style={{ flex: '1 1 280px' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>Private by design</Typography.Title>
            <Typography.Text type="secondary">
              Your family's information is seen only by the centre your family belongs to. We never sell it and never use it
              for advertising. {/* Underlined: in running text a link must not be told apart by its colour alone. */}
              <Link to="/privacy-policy" style={{ textDecoration: 'underline' }}>Read our privacy policy</Link>.
            </Typography.Text>
          </Flex>
        </Flex>
      </Panel>
    </PublicPage>
  );
}
