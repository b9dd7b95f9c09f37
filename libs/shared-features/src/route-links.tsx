import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useLanguage } from '@daycare/i18n';
import { findRoute, routeTitle } from '@daycare/routes';
import { useMayOpen } from './may-open';

export interface RouteLinkItem {
  /** A manifest URL, e.g. '/attendance/reports'. */
  to: string;
  /** What the link says when the page's title speaks to someone else (in the reader's language). */
  label?: string;
}

function routeTitleOf(path: string): string | undefined {
  const entry = findRoute(path)?.entry;
  return entry && routeTitle(entry);
}

/** A labelled row of links to other pages, each shown only when the user may open it; nothing when none is left. */
export function RouteLinks({ label, links }: { label: string; links: RouteLinkItem[] }) {
  useLanguage();
  const mayOpen = useMayOpen();
  const shown = links.filter((link) => mayOpen(link.to));
  if (!shown.length) return null;
  return (
    <nav aria-label={label}>
      <Flex wrap gap={16} align="baseline">
        <Typography.Text type="secondary">{label}</Typography.Text>
        {shown.map((link) => <Link key={link.to} to={link.to}>{link.label ?? routeTitleOf(link.to)}</Link>)}
      </Flex>
    </nav>
  );
}
