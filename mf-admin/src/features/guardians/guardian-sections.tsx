import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { Panel } from '@daycare/ui';
import { TAP_LINK } from '@daycare/shared-features';
import { useT } from '../../i18n';

/** A value, or a quiet "not given" so an empty field reads as empty rather than missing. */
export function Value({ children }: { children: ReactNode }) {
  const t = useT();
  if (children === null || children === undefined || children === '') return <Typography.Text type="secondary">{t('guardians.notGiven')}</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Typography.Text>;
}

export const item = (key: string, label: string, value: ReactNode) => ({ key, label, children: <Value>{value}</Value> });

export type Items = ReturnType<typeof item>[];

const COLUMNS = { xs: 1, sm: 2 };

/** A titled panel of labelled values, with a link to the page that edits them. */
export function Section({ title, editTo, items, children }: { title: string; editTo?: string; items?: Items; children?: ReactNode }) {
  const t = useT();
  return (
    <Panel
      size="small"
      title={title}
      aria-label={title}
      extra={editTo && <Link to={editTo} style={TAP_LINK} aria-label={t('guardians.editSection', { section: title })}>{t('common.edit')}</Link>}
    >
      {items && <Descriptions size="small" column={COLUMNS} items={items} />}
      {children}
    </Panel>
  );
}
