// The printable record pages (a child's, a guardian's, a contact's): the name with the way back
// and a Print button, then titled parts each kept on one sheet.
import type { ReactNode } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { Items } from './contacts/contact-display';
import { TAP_LINK } from './people/form-basics';

export interface PrintSheetProps {
  /** The record's name, the page's heading. */
  title: string;
  /** A line under the name saying what the page holds. */
  intro?: string;
  /** The record's own page, with the link's words. */
  back: { to: string; label: string };
  printLabel: string;
  children: ReactNode;
}

/** A record on one read-only page, ready to print. */
export function PrintSheet({ title, intro, back, printLabel, children }: PrintSheetProps) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{title}</Typography.Title>
          {intro && <Typography.Text type="secondary">{intro}</Typography.Text>}
        </Flex>
        <Flex gap={12} align="center">
          <Link to={back.to} style={TAP_LINK}>{back.label}</Link>
          <Button onClick={() => window.print()}>{printLabel}</Button>
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
}

/** One titled part of a printable record: labelled values in a bordered list, kept on one sheet when printed. */
export function PrintPart({ title, items, children }: { title: string; items?: Items; children?: ReactNode }) {
  return (
    <section aria-label={title} style={{ breakInside: 'avoid' }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>{title}</Typography.Title>
      {items && <Descriptions bordered size="small" column={1} items={items} />}
      {children}
    </section>
  );
}
