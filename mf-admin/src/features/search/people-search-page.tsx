import { useEffect, useState } from 'react';
import { Empty, Flex, Input, Skeleton, Tag, Typography, theme } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useSearchPeopleQuery, type PeopleKind, type PeopleSearchResultDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';

/** The server's bounds on a query, and the most people the page lists. */
const MIN_QUERY = 2;
const RESULTS = 50;
const KIND_ORDER: PeopleKind[] = ['child', 'guardian', 'contact', 'staff'];
/** Typing pauses this long before the address (and the search) changes, as in the children list. */
const TYPING_PAUSE_MS = 300;

function groupByKind(results: PeopleSearchResultDto[]): [PeopleKind, PeopleSearchResultDto[]][] {
  return KIND_ORDER.map((kind) => [kind, results.filter((result) => result.kind === kind)] as [PeopleKind, PeopleSearchResultDto[]]).filter(([, people]) => people.length > 0);
}

function PersonRow({ person }: { person: PeopleSearchResultDto }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap="small" align="center" wrap>
          <Link to={person.url} style={{ minHeight: 24, display: 'inline-flex', alignItems: 'center' }}>
            {person.label}
          </Link>
          {person.matched !== 'name' && <Tag>{t(`peopleSearch.matched.${person.matched}`)}</Tag>}
        </Flex>
        {person.detail && <Typography.Text type="secondary">{person.detail}</Typography.Text>}
      </Flex>
    </li>
  );
}

function Results({ query }: { query: string }) {
  const t = useT();
  const { token } = theme.useToken();
  const found = useSearchPeopleQuery({ q: query, limit: RESULTS });
  if (found.isLoading || (found.isFetching && !found.data)) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (found.isError) return <Empty description={t('peopleSearch.failed')} />;
  const groups = groupByKind(found.data ?? []);
  if (!groups.length) return <Empty description={t('peopleSearch.noMatch', { query })} />;
  return (
    <Flex vertical gap={token.marginLG} aria-busy={found.isFetching}>
      {groups.map(([kind, people]) => (
        <section key={kind} aria-label={t(`peopleSearch.kinds.${kind}`, { count: people.length })}>
          <Typography.Title level={5} style={{ marginBottom: 0 }}>
            {t(`peopleSearch.kinds.${kind}`, { count: people.length })}
          </Typography.Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {people.map((person) => (
              <PersonRow key={`${person.kind}-${person.id}`} person={person} />
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}

/** Children, guardians, contacts and staff found by a name, a phone or an e-mail (/search?q=), grouped by kind. */
export default function PeopleSearchPage() {
  const t = useT();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // The address changed from elsewhere (the header's "See all results"): the box shows it.
    setShownQuery(query);
    if (text.trim() !== query) setText(query);
  }
  useEffect(() => {
    if (text.trim() === query) return undefined;
    const timer = setTimeout(() => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, query, setParams]);
  return (
    <RoutePage path="/search">
      <Flex vertical gap={token.marginLG} style={{ maxWidth: 880 }}>
        <Input.Search
          autoFocus
          allowClear
          size="large"
          aria-label={t('peopleSearch.inputLabel')}
          placeholder={t('peopleSearch.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {query.length < MIN_QUERY ? <Empty description={t('peopleSearch.typeMore', { count: MIN_QUERY })} /> : <Results query={query} />}
      </Flex>
    </RoutePage>
  );
}
