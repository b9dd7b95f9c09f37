import { useMemo, useState } from 'react';
import { Empty, Flex, Input, Modal, Typography, theme } from 'antd';
import { Link, generatePath, useNavigate } from 'react-router';
import { mdiMagnify } from '@mdi/js';
import { useLanguage } from '@daycare/i18n';
import { SEARCH_DIALOG, type Language } from '@daycare/shared';
import { Mdi } from '@daycare/ui';
import { ROUTES, SEARCH_WORDS, findRoute, inOwnApp, routeSearchWords, routeTitle, type RouteEntry } from '@daycare/routes';
import { selectFeatureControl, selectRoles, selectUser, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';
import { flatLinks, routeAllows, type MenuContext } from '../menu-entries';
import { useStaffMenuEntries } from './use-menu-entries';

interface Findable {
  /** What the result says: a menu entry with its group ("Billing / Invoices"), another page by its title. */
  label: string;
  to: string;
  /** What the query is matched against: the label, and the words people use for the page, in the reader's language. */
  words: string;
}

const hasRequiredParams = (path: string) => path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));

/**
 * Pages the user may open that a link can reach without an id: those of the user's own apps, and
 * those the search words name (the router gives directors the families' absences page too).
 */
function isFindable(entry: RouteEntry, context: MenuContext): boolean {
  if (entry.public || hasRequiredParams(entry.path)) return false;
  return (inOwnApp(entry, context.user.type) || entry.path in SEARCH_WORDS) && routeAllows(entry, context);
}

/** Lower case in the reader's language and without accents, so "relatorio" finds "Relatórios" as a person typing fast expects. */
function searchable(text: string, language: Language): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase(language);
}

function wordsOf(label: string, path: string, language: Language): string {
  return searchable([label, ...routeSearchWords(path)].join(' '), language);
}

/** The menu's links first (titled with their group), then every other page the user may open, in the reader's language. */
function useFindables(): Findable[] {
  const t = useT();
  const language = useLanguage();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const featureControl = useAppSelector(selectFeatureControl);
  const entries = useStaffMenuEntries();
  return useMemo(() => {
    if (!user) return [];
    const context = { user, roles, featureControl };
    const menuLinks = flatLinks(entries).map((link) => {
      const label = link.group ? t('search.inGroup', { group: t(link.group), entry: t(link.title) }) : t(link.title);
      return { label, to: link.to, words: wordsOf(label, findRoute(link.to)?.entry.path ?? link.to, language) };
    });
    const inMenu = new Set(menuLinks.map((link) => link.to));
    const pages = ROUTES.filter((entry) => isFindable(entry, context))
      .map((entry) => ({ label: routeTitle(entry), to: generatePath(entry.path, {}), words: wordsOf(routeTitle(entry), entry.path, language) }))
      .filter((page) => !inMenu.has(page.to));
    return [...menuLinks, ...pages];
  }, [user, roles, featureControl, entries, t, language]);
}

function matching(links: Findable[], query: string, language: Language): Findable[] {
  const words = searchable(query, language).split(/\s+/).filter(Boolean);
  return links.filter((link) => words.every((word) => link.words.includes(word)));
}

/** Finds a page the user may open by its title or the words people use for it (the header's search dialog). */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const results = matching(useFindables(), query, useLanguage());
  const close = () => {
    setQuery('');
    onClose();
  };
  const openFirst = () => {
    if (!results.length) return;
    void navigate(results[0].to);
    close();
  };
  return (
    <Modal
      title={t('search.title')}
      open={open}
      onCancel={close}
      footer={null}
      width="90vw"
      style={{ maxWidth: SEARCH_DIALOG.maxWidth, top: 48 }}
      styles={{ body: { minHeight: SEARCH_DIALOG.minHeight } }}
      destroyOnHidden
    >
      <Input
        autoFocus
        allowClear
        size="large"
        aria-label={t('search.inputLabel')}
        placeholder={t('search.placeholder')}
        prefix={<Mdi path={mdiMagnify} size={0.9} />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onPressEnter={openFirst}
      />
      {results.length === 0 ? (
        <Empty description={t('search.noMatch', { query })} style={{ marginTop: token.marginXL }} />
      ) : (
        <nav aria-label={t('search.results')}>
          <Flex vertical gap={2} style={{ marginTop: token.margin }}>
            {results.map((link) => (
              <Link key={link.to} to={link.to} onClick={close} style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadius }}>
                <Typography.Text>{link.label}</Typography.Text>
              </Link>
            ))}
          </Flex>
        </nav>
      )}
    </Modal>
  );
}
