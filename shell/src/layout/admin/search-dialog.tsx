import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Empty, Flex, Input, Modal, Spin, Tag, Typography, theme } from 'antd';
import { Link, generatePath, useNavigate } from 'react-router';
import { mdiMagnify } from '@mdi/js';
import { useLanguage } from '@daycare/i18n';
import { useSearchPeopleQuery, type PeopleSearchResultDto } from '@daycare/api-client';
import { SEARCH_DIALOG, UserType, isAdminType, type Language } from '@daycare/shared';
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

/** The server's shortest query, a pause in typing before asking, and how many people the dialog shows. */
const PEOPLE_MIN_QUERY = 2;
const TYPING_PAUSE_MS = 300;
const PEOPLE_SHOWN = 8;

/** The value once it has stopped changing for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Staff, directors and Super find people; guardians and tablets do not. */
function useMayFindPeople(): boolean {
  const type = useAppSelector(selectUser)?.type;
  return type === UserType.Staff || (type !== undefined && isAdminType(type));
}

/** People matching the query once typing pauses (none for a short query or a user who may not search them). */
function usePeople(query: string, allowed: boolean): { people: PeopleSearchResultDto[]; loading: boolean } {
  const settled = useSettled(query.trim());
  const skip = !allowed || settled.length < PEOPLE_MIN_QUERY || settled !== query.trim();
  const found = useSearchPeopleQuery({ q: settled, limit: PEOPLE_SHOWN }, { skip });
  const waiting = allowed && query.trim().length >= PEOPLE_MIN_QUERY && (settled !== query.trim() || found.isFetching);
  return { people: skip || found.isError ? [] : (found.data ?? []), loading: waiting };
}

/** A phone number, an e-mail address, or words that name no page: the person is what is sought. */
function looksLikePerson(query: string, pages: Findable[]): boolean {
  return /^[\d\s()+.-]{3,}$/.test(query.trim()) || query.includes('@') || pages.length === 0;
}

interface Hit {
  key: string;
  to: string;
}

function ResultLink({ to, active, onOpen, children }: { to: string; active: boolean; onOpen: () => void; children: ReactNode }) {
  const { token } = theme.useToken();
  const style = { display: 'block', padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadius, background: active ? token.controlItemBgActive : undefined };
  return (
    <Link to={to} onClick={onOpen} style={style} aria-current={active ? 'true' : undefined}>
      {children}
    </Link>
  );
}

function PeopleList({ people, loading, activeKey, onOpen }: { people: PeopleSearchResultDto[]; loading: boolean; activeKey: string | undefined; onOpen: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('search.people')}>
      <Flex align="center" gap="small">
        <Typography.Text type="secondary" strong>{t('search.people')}</Typography.Text>
        {loading && <Spin size="small" />}
      </Flex>
      <Flex vertical gap={2}>
        {people.map((person) => (
          <ResultLink key={personKey(person)} to={person.url} active={activeKey === personKey(person)} onOpen={onOpen}>
            <Flex gap="small" align="baseline" wrap>
              <Typography.Text>{person.label}</Typography.Text>
              <Tag>{t(`search.kinds.${person.kind}`)}</Tag>
              {person.detail && <Typography.Text type="secondary">{person.detail}</Typography.Text>}
            </Flex>
          </ResultLink>
        ))}
      </Flex>
    </nav>
  );
}

function PageList({ pages, activeKey, onOpen }: { pages: Findable[]; activeKey: string | undefined; onOpen: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('search.results')}>
      <Flex vertical gap={2}>
        {pages.map((link) => (
          <ResultLink key={link.to} to={link.to} active={activeKey === link.to} onOpen={onOpen}>
            <Typography.Text>{link.label}</Typography.Text>
          </ResultLink>
        ))}
      </Flex>
    </nav>
  );
}

const personKey = (person: PeopleSearchResultDto) => `${person.kind}:${person.id}`;

/** Every result in the order shown, for the arrow keys and Enter. */
function hitsOf(people: PeopleSearchResultDto[], pages: Findable[], peopleFirst: boolean): Hit[] {
  const personHits = people.map((person) => ({ key: personKey(person), to: person.url }));
  const pageHits = pages.map((page) => ({ key: page.to, to: page.to }));
  return peopleFirst ? [...personHits, ...pageHits] : [...pageHits, ...personHits];
}

/** The arrow keys move the highlighted result (starting at the first whenever the query changes); answers its index and the key handler. */
function useActiveHit(count: number, query: string): [number, (event: KeyboardEvent) => void] {
  const [active, setActive] = useState({ query, index: 0 });
  const index = active.query === query ? Math.min(active.index, Math.max(count - 1, 0)) : 0;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step || !count) return;
    event.preventDefault();
    setActive({ query, index: (index + step + count) % count });
  };
  return [index, onKeyDown];
}

/** Finds a page the user may open by its title or the words people use for it, and (for the daycare's staff and directors) people by name, phone or e-mail: the header's search dialog. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const pages = matching(useFindables(), query, useLanguage());
  const mayFindPeople = useMayFindPeople();
  const { people, loading } = usePeople(query, mayFindPeople);
  const peopleFirst = looksLikePerson(query, pages);
  const hits = hitsOf(people, pages, peopleFirst);
  const [activeIndex, onKeyDown] = useActiveHit(hits.length, query);
  const activeKey = hits[activeIndex]?.key;
  const close = () => {
    setQuery('');
    onClose();
  };
  const openActive = () => {
    if (!hits.length) return;
    void navigate(hits[activeIndex].to);
    close();
  };
  const showPeople = people.length > 0 || loading;
  const peopleList = showPeople && <PeopleList people={people} loading={loading} activeKey={activeKey} onOpen={close} />;
  const pageList = pages.length > 0 && <PageList pages={pages} activeKey={activeKey} onOpen={close} />;
  const searchAll = mayFindPeople && query.trim().length >= PEOPLE_MIN_QUERY;
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
        placeholder={t(mayFindPeople ? 'search.placeholderPeople' : 'search.placeholder')}
        prefix={<Mdi path={mdiMagnify} size={0.9} />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onPressEnter={openActive}
      />
      {!pages.length && !showPeople ? (
        <Empty description={t('search.noMatch', { query })} style={{ marginTop: token.marginXL }} />
      ) : (
        <Flex vertical gap={token.margin} style={{ marginTop: token.margin }}>
          {peopleFirst ? peopleList : pageList}
          {peopleFirst ? pageList : peopleList}
          {!pages.length && <Typography.Text type="secondary">{t('search.noMatch', { query })}</Typography.Text>}
        </Flex>
      )}
      {searchAll && (
        <Link to={`/search?${new URLSearchParams({ q: query.trim() })}`} onClick={close} style={{ display: 'inline-block', marginTop: token.margin, minHeight: 24 }}>
          {t('search.seeAll')}
        </Link>
      )}
    </Modal>
  );
}
