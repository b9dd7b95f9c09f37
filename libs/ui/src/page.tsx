import { useEffect, type ReactNode } from 'react';
import { Result, Typography, theme } from 'antd';
import { mdiHammerWrench } from '@mdi/js';
import { Mdi } from './icon';
import { useT } from './i18n';

export const PRODUCT_NAME = 'Daycare';

/** Sets the browser tab's title to the page title followed by the product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}

/** The friendly note shown where a page's feature arrives in a later release; `what` comes in the reader's language. */
export function ComingSoon({ what }: { what?: string }) {
  const { token } = theme.useToken();
  const t = useT();
  return (
    <Result
      icon={<Mdi path={mdiHammerWrench} size={3} color={token.colorPrimary} />}
      title={t('comingSoon.title')}
      subTitle={what ? t('comingSoon.feature', { what }) : t('comingSoon.page')}
    />
  );
}

export interface FeaturePageProps {
  title: string;
  summary: string;
  /** The page's content; without it the page says its feature is coming soon. */
  children?: ReactNode;
}

/** A titled page: header, what the page holds, then its content or a coming-soon note. */
export function FeaturePage({ title, summary, children }: FeaturePageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <section>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {summary}
      </Typography.Paragraph>
      {children ?? <ComingSoon />}
    </section>
  );
}
