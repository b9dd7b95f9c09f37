import { useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Typography, theme } from 'antd';
import { mdiClockOutline, mdiEmailOutline, mdiEmailFastOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import { Mdi, Panel } from '@daycare/ui';
import { RichText, t as text, useT, type ShellTranslate } from '../../i18n';
import { COMPANY } from './company';
import { Hero, PublicPage } from './parts';

const CONTACT_EMAIL = COMPANY.email;

/** What the message is about; the subject names it in the writer's language. */
const TOPICS = ['parent', 'centre', 'billing', 'other'] as const;
type Topic = (typeof TOPICS)[number];

function details(t: ShellTranslate) {
  return [
    { icon: mdiEmailOutline, title: t('public.contact.email'), lines: [CONTACT_EMAIL], href: `mailto:${CONTACT_EMAIL}` },
    { icon: mdiPhoneOutline, title: t('public.contact.phone'), lines: [COMPANY.phone.display], href: `tel:${COMPANY.phone.dial}` },
    { icon: mdiMapMarkerOutline, title: t('public.contact.address'), lines: [...COMPANY.address] },
    { icon: mdiClockOutline, title: t('public.contact.officeHours'), lines: COMPANY.hours.map((line) => t(line)) },
  ];
}

interface ContactForm {
  name: string;
  email: string;
  topic: Topic;
  message: string;
}

/** A mailto: link holding the form: the reader's own email app sends it. */
function mailtoLink(form: ContactForm): string {
  const subject = text('public.contact.subject', { topic: text(`public.contact.topics.${form.topic}`), name: form.name });
  const body = `${form.message}\n\n${form.name}\n${form.email}`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** After the form: nothing was sent by us, so say what happens next and offer the ways that always work. */
function HandedToEmailApp({ form }: { form: ContactForm }) {
  const t = useT();
  const link = mailtoLink(form);
  return (
    <Alert
      type="info"
      showIcon
      title={t('public.contact.handedTitle')}
      description={
        <>
          <Typography.Paragraph>
            <RichText
              k="public.contact.handedText"
              values={{ email: CONTACT_EMAIL }}
              components={{ retry: <Typography.Link underline href={link} />, write: <Typography.Link underline href={`mailto:${CONTACT_EMAIL}`} /> }}
            />
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: form.message }} style={{ marginBottom: 0 }}>
            {t('public.contact.copy')}
          </Typography.Paragraph>
        </>
      }
    />
  );
}

function MessageForm() {
  const t = useT();
  const [handedOver, setHandedOver] = useState<ContactForm>();
  const handOver = (form: ContactForm) => {
    setHandedOver(form);
    window.location.assign(mailtoLink(form));
  };
  return (
    <Panel title={t('public.contact.writeToUs')}>
      <Form<ContactForm>
        layout="vertical"
        requiredMark="optional"
        initialValues={{ topic: TOPICS[0] }}
        onFinish={handOver}
      >
        <Form.Item name="name" label={t('public.contact.name')} rules={[{ required: true, whitespace: true, message: t('public.contact.nameRequired') }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('public.contact.yourEmail')} rules={[{ required: true, type: 'email', message: t('public.contact.emailInvalid') }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="topic" label={t('public.contact.topic')}>
          <Select options={TOPICS.map((topic) => ({ value: topic, label: t(`public.contact.topics.${topic}`) }))} />
        </Form.Item>
        <Form.Item name="message" label={t('public.contact.message')} rules={[{ required: true, whitespace: true, message: t('public.contact.messageRequired') }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('public.contact.howItWorks')}</Typography.Paragraph>
        <Flex vertical gap={16}>
          <Button type="primary" htmlType="submit" size="large" icon={<Mdi path={mdiEmailFastOutline} size={0.9} />} style={{ alignSelf: 'start' }}>
            {t('public.contact.open')}
          </Button>
          {handedOver && <HandedToEmailApp form={handedOver} />}
        </Flex>
      </Form>
    </Panel>
  );
}

function Details() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      {details(t).map((detail) => (
        <Panel key={detail.icon} size="small">
          <Flex gap={12} align="start">
            <Mdi path={detail.icon} size={1.2} color={token.colorPrimary} style={{ flexShrink: 0 }} />
            <Flex vertical>
              <Typography.Text strong>{detail.title}</Typography.Text>
              {detail.lines.map((line) =>
                detail.href ? <Typography.Link key={line} href={detail.href}>{line}</Typography.Link> : <Typography.Text key={line}>{line}</Typography.Text>,
              )}
            </Flex>
          </Flex>
        </Panel>
      ))}
    </Flex>
  );
}

/** How to reach us: a message form that opens the reader's email app, and our address, phone and hours. */
export function ContactPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.contact.title')}>
      <Hero icon={mdiEmailOutline} title={t('public.contact.title')} lead={t('public.contact.lead')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <MessageForm />
        </Col>
        <Col xs={24} lg={10}>
          <Details />
        </Col>
      </Row>
    </PublicPage>
  );
}
