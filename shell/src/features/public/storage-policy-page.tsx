import { Flex, Grid, Table, Tag, Typography } from 'antd';
import { Panel } from '@daycare/ui';
import { mdiCookieOutline } from '@mdi/js';
import { STORAGE_KEYS } from '@daycare/shared';
import { useT, type ShellTranslate } from '../../i18n';
import { Hero, PolicyText, PublicPage, Section, type PolicyBlock } from './parts';

/** The forgery-protection cookie the gateway sets and the app echoes in a request header. */
const FORGERY_COOKIE = 'XSRF-TOKEN';

/** The day the policy below took effect. */
const EFFECTIVE = '2026-11-22';

type Place = 'local' | 'session' | 'cookie';

/** One thing the app keeps: its name as the browser shows it, and the catalogue entry that says what it is. */
type ItemKey = 'user' | 'impersonationBackup' | 'autoReload' | 'fluidLayout' | 'theme' | 'language' | 'mutedNotificationTypes' | 'tileDisplay' | 'appVersion' | 'forgeryCookie';

interface StoredItem {
  name: string;
  place: Place;
  holds: string;
  why: string;
  removed: string;
}

const ITEMS: { name: string; place: Place; key: ItemKey }[] = [
  { name: STORAGE_KEYS.user, place: 'local', key: 'user' },
  { name: STORAGE_KEYS.impersonationBackup, place: 'local', key: 'impersonationBackup' },
  { name: STORAGE_KEYS.autoReload, place: 'local', key: 'autoReload' },
  { name: STORAGE_KEYS.fluidLayout, place: 'local', key: 'fluidLayout' },
  { name: STORAGE_KEYS.theme, place: 'local', key: 'theme' },
  { name: STORAGE_KEYS.language, place: 'local', key: 'language' },
  { name: STORAGE_KEYS.mutedNotificationTypes, place: 'local', key: 'mutedNotificationTypes' },
  { name: STORAGE_KEYS.tileDisplay, place: 'local', key: 'tileDisplay' },
  { name: STORAGE_KEYS.appVersion, place: 'session', key: 'appVersion' },
  { name: FORGERY_COOKIE, place: 'cookie', key: 'forgeryCookie' },
];

/** Every item with what it holds, why and when it goes, in the reader's language. */
function storedItems(t: ShellTranslate): StoredItem[] {
  return ITEMS.map(({ name, place, key }) => ({
    name,
    place,
    holds: t(`public.storage.items.${key}.holds`),
    why: t(`public.storage.items.${key}.why`),
    removed: t(`public.storage.items.${key}.removed`),
  }));
}

// Colours whose tag text the theme keeps at 4.5:1 (antd's cyan, gold and purple fall short); a cookie's tag is plain.
const PLACE_COLORS: Record<Place, string | undefined> = { local: 'success', session: 'warning', cookie: undefined };

function notes(t: ShellTranslate): PolicyBlock[] {
  return [
    {
      title: t('public.storage.notStored.title'),
      body: [{ list: [t('public.storage.notStored.ads'), t('public.storage.notStored.passwords'), t('public.storage.notStored.children')] }],
    },
    {
      title: t('public.storage.clearing.title'),
      body: [t('public.storage.clearing.text'), t('public.storage.clearing.shared')],
    },
  ];
}

function PlaceTag({ place }: { place: Place }) {
  const t = useT();
  return <Tag color={PLACE_COLORS[place]}>{t(`public.storage.places.${place}`)}</Tag>;
}

/** Desktop and tablet: one row per item. */
function StoredItemsTable() {
  const t = useT();
  return (
    <Table<StoredItem>
      rowKey="name"
      dataSource={storedItems(t)}
      pagination={false}
      columns={[
        { title: t('public.storage.columns.name'), dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
        { title: t('public.storage.columns.keptIn'), dataIndex: 'place', render: (place: Place) => <PlaceTag place={place} /> },
        { title: t('public.storage.columns.holds'), dataIndex: 'holds' },
        { title: t('public.storage.columns.why'), dataIndex: 'why' },
        { title: t('public.storage.columns.removed'), dataIndex: 'removed' },
      ]}
    />
  );
}

const DETAILS = ['holds', 'why', 'removed'] as const;

/** Phone: one card per item, so nothing hides behind a sideways scroll. */
function StoredItemCards() {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      {storedItems(t).map((item) => (
        <Panel key={item.name} size="small" title={<Typography.Text code>{item.name}</Typography.Text>} extra={<PlaceTag place={item.place} />}>
          <Flex vertical gap={8}>
            {DETAILS.map((key) => (
              <div key={key}>
                <Typography.Text type="secondary">{t(`public.storage.columns.${key}`)}</Typography.Text>
                <div>{item[key]}</div>
              </div>
            ))}
          </Flex>
        </Panel>
      ))}
    </Flex>
  );
}

/** What the app keeps in the browser, and why. */
export function StoragePolicyPage() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  return (
    <PublicPage title={t('public.storage.title')}>
      <Hero icon={mdiCookieOutline} title={t('public.storage.title')} lead={t('public.storage.lead')} />
      <Section title={t('public.storage.keptTitle')}>
        {screens.md ? <StoredItemsTable /> : <StoredItemCards />}
      </Section>
      <PolicyText effective={EFFECTIVE} blocks={notes(t)} />
    </PublicPage>
  );
}
