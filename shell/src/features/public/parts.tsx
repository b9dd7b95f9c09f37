import type { ReactNode } from 'react';
import { Col, Flex, Grid, Row, Typography, theme } from 'antd';
import { formatDate } from '@daycare/i18n';
import { Mdi, Panel, useDocumentTitle } from '@daycare/ui';
import { useT } from '../../i18n';
import { ButtonLink } from '../../layout/nav-links';

/** A public page: sets the tab title and centres its content at a readable width, with room to breathe on a desktop. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  useDocumentTitle(title);
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto', padding: screens.md ? token.paddingXL : token.padding }}>
      <Flex vertical gap={screens.md ? 48 : 32}>{children}</Flex>
    </div>
  );
}

/** The opening block of a page: an icon, a headline, a lead paragraph and optional actions. */
export function Hero({ icon, title, lead, children }: { icon: string; title: string; lead: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return (
    <Flex vertical align="center" gap={token.margin} style={{ textAlign: 'center', paddingTop: token.paddingLG }}>
      <Mdi path={icon} size={screens.md ? 3 : 2} color={token.colorPrimary} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: screens.md ? 44 : 30 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: screens.md ? 19 : 16, maxWidth: 720, margin: 0 }}>
        {lead}
      </Typography.Paragraph>
      {children}
    </Flex>
  );
}

/** Buttons that take the reader somewhere in the app, primary first; they wrap on a phone. */
export function Actions({ links }: { links: { label: string; to: string; icon?: string }[] }) {
  return (
    <Flex gap={12} wrap justify="center">
      {links.map((link, index) => (
        <ButtonLink
          key={link.to}
          to={link.to}
          size="large"
          type={index === 0 ? 'primary' : 'default'}
          icon={link.icon ? <Mdi path={link.icon} size={0.9} /> : undefined}
        >
          {link.label}
        </ButtonLink>
      ))}
    </Flex>
  );
}

export interface Highlight {
  icon: string;
  title: string;
  text: string;
}

/** A responsive grid of cards, one per highlight: one column on a phone, up to three on a desktop. */
export function HighlightGrid({ items }: { items: Highlight[] }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[24, 24]}>
      {items.map((item) => (
        <Col key={item.title} xs={24} md={12} lg={8}>
          <Panel style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              <Mdi path={item.icon} size={1.6} color={token.colorPrimary} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {item.title}
              </Typography.Title>
              <Typography.Text type="secondary">{item.text}</Typography.Text>
            </Flex>
          </Panel>
        </Col>
      ))}
    </Row>
  );
}

/** A titled section of a page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A closing band that asks the reader to act. */
export function CallToAction({ title, text, links }: { title: string; text: string; links: { label: string; to: string }[] }) {
  const { token } = theme.useToken();
  return (
    <Panel style={{ background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder, textAlign: 'center' }}>
      <Flex vertical align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text>{text}</Typography.Text>
        <Actions links={links} />
      </Flex>
    </Panel>
  );
}

/** A bulleted list inside a policy block. */
export interface BulletList {
  list: ReactNode[];
}

export interface PolicyBlock {
  title: string;
  /** Paragraphs and lists, in reading order. */
  body: (ReactNode | BulletList)[];
}

function isBulletList(part: ReactNode | BulletList): part is BulletList {
  return typeof part === 'object' && part !== null && 'list' in part;
}

/** A policy's text at reading width: an effective date (a calendar day, `2026-11-22`), then titled blocks of paragraphs and lists. */
export function PolicyText({ effective, blocks }: { effective: string; blocks: PolicyBlock[] }) {
  const t = useT();
  const { token } = theme.useToken();
  const text = { fontSize: token.fontSizeLG };
  return (
    <Typography style={{ maxWidth: 780, margin: '0 auto', width: '100%', ...text }}>
      <Typography.Paragraph type="secondary" style={text}>{t('public.effective', { date: formatDate(effective, 'longDay') })}</Typography.Paragraph>
      {blocks.map((block) => (
        <section key={block.title}>
          <Typography.Title level={3}>{block.title}</Typography.Title>
          {block.body.map((part, index) =>
            isBulletList(part) ? (
              <ul key={index}>
                {part.list.map((item, itemIndex) => <li key={itemIndex}>{item}</li>)}
              </ul>
            ) : (
              <Typography.Paragraph key={index} style={text}>{part}</Typography.Paragraph>
            ),
          )}
        </section>
      ))}
    </Typography>
  );
}
