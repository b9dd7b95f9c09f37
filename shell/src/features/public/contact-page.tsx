import { useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Typography, theme } from 'antd';
import { mdiClockOutline, mdiEmailOutline, mdiEmailFastOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import { Mdi, Panel } from '@daycare/ui';
import { COMPANY } from './company';
import { Hero, PublicPage } from './parts';

const CONTACT_EMAIL = COMPANY.email;

const TOPICS = ['I am a parent', 'I run a childcare centre', 'Billing question', 'Something else'];

const DETAILS = [
  { icon: mdiEmailOutline, title: 'Email', lines: [CONTACT_EMAIL], href: `mailto:${CONTACT_EMAIL}` },
  { icon: mdiPhoneOutline, title: 'Phone', lines: [COMPANY.phone.display], href: `tel:${COMPANY.phone.dial}` },
  { icon: mdiMapMarkerOutline, title: 'Address', lines: COMPANY.address },
  { icon: mdiClockOutline, title: 'Office hours', lines: COMPANY.hours },
];

interface ContactForm {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** A mailto: link holding the form: the reader's own email app sends it. */
function mailtoLink(form: ContactForm): string {
  const subject = `${form.topic}: message from ${form.name}`;
  const body = `${form.message}\n\n${form.name}\n${form.email}`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** After the form: nothing was sent by us, so say what happens next and offer the ways that always work. */
function HandedToEmailApp({ form }: { form: ContactForm }) {
  const link = mailtoLink(form);
  return (
    <Alert
      type="info"
      showIcon
      title="Your email app should now open with your message"
      description={
        <>
          <Typography.Paragraph>
            Nothing has been sent yet: check the message and press send in your email app. If no email app opened,{' '}
            <Typography.Link href={link}>try again</Typography.Link> or copy your message and write to{' '}
            <Typography.Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Typography.Link>.
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: form.message }} style={{ marginBottom: 0 }}>
            Copy your message
          </Typography.Paragraph>
        </>
      }
    />
  );
}

function MessageForm() {
  const [handedOver, setHandedOver] = useState<ContactForm>();
  const handOver = (form: ContactForm) => {
    setHandedOver(form);
    window.location.assign(mailtoLink(form));
  };
  return (
    <Panel title="Write to us">
      <Form<ContactForm>
        layout="vertical"
        requiredMark="optional"
        initialValues={{ topic: TOPICS[0] }}
        onFinish={handOver}
      >
        <Form.Item name="name" label="Your name" rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Your email" rules={[{ required: true, type: 'email', message: 'Please enter a valid email address' }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="topic" label="Topic">
          <Select options={TOPICS.map((topic) => ({ value: topic, label: topic }))} />
        </Form.Item>
        <Form.Item name="message" label="Message" rules={[{ required: true, whitespace: true, message: 'Please write your message' }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          This opens your email app with the message ready to send; nothing leaves your device until you press send there.
        </Typography.Paragraph>
        <Flex vertical gap={16}>
          <Button type="primary" htmlType="submit" size="large" icon={<Mdi path={mdiEmailFastOutline} size={0.9} />} style={{ alignSelf: 'start' }}>
            Open in my email app
          </Button>
          {handedOver && <HandedToEmailApp form={handedOver} />}
        </Flex>
      </Form>
    </Panel>
  );
}

function Details() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      {DETAILS.map((detail) => (
        <Panel key={detail.title} size="small">
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
  return (
    <PublicPage title="Contact us">
      <Hero
        icon={mdiEmailOutline}
        title="Contact us"
        lead="Questions about registering, your account or bringing your centre on board? Write, call or drop by; we answer every message within one business day."
      />
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
