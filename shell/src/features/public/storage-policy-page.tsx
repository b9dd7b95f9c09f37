import { Flex, Grid, Table, Tag, Typography } from 'antd';
import { Panel } from '@daycare/ui';
import { mdiCookieOutline } from '@mdi/js';
import { STORAGE_KEYS } from '@daycare/shared';
import { Hero, PolicyText, PublicPage, Section, type PolicyBlock } from './parts';

/** The forgery-protection cookie the gateway sets and the app echoes in a request header. */
const FORGERY_COOKIE = 'XSRF-TOKEN';

type Place = 'Local storage' | 'Session storage' | 'Cookie';

interface StoredItem {
  name: string;
  place: Place;
  holds: string;
  why: string;
  removed: string;
}

const ITEMS: StoredItem[] = [
  { name: STORAGE_KEYS.user, place: 'Local storage', holds: 'The signed-in user: name, user type, centre and the sign-in tokens.', why: 'Keeps you signed in between visits and proves who you are on each request.', removed: 'When you log out.' },
  { name: STORAGE_KEYS.impersonationBackup, place: 'Local storage', holds: 'Your own account, set aside while a support person acts as another user.', why: 'Brings your own account back when the impersonation ends.', removed: 'When the impersonation ends, or when you log out.' },
  { name: STORAGE_KEYS.autoReload, place: 'Local storage', holds: 'Whether the app reloads by itself when a new version is released.', why: 'Remembers your answer in the update dialog.', removed: 'When you turn it off, or clear your browser data.' },
  { name: STORAGE_KEYS.fluidLayout, place: 'Local storage', holds: 'Whether pages use the full width of a large screen.', why: 'Remembers the wide-layout switch.', removed: 'When you clear your browser data.' },
  { name: STORAGE_KEYS.theme, place: 'Local storage', holds: 'Light or dark theme.', why: 'Shows the app in the theme you chose before you sign in.', removed: 'When you clear your browser data.' },
  { name: STORAGE_KEYS.mutedNotificationTypes, place: 'Local storage', holds: 'The notification types whose sound you turned off.', why: 'Keeps those notifications quiet on this device.', removed: 'When you unmute them, or clear your browser data.' },
  { name: STORAGE_KEYS.tileDisplay, place: 'Local storage', holds: 'Which notification tiles your home page shows.', why: 'Keeps your home page the way you arranged it.', removed: 'When you clear your browser data.' },
  { name: STORAGE_KEYS.appVersion, place: 'Session storage', holds: 'The version of the app this tab loaded.', why: 'Lets the app notice a new release and offer the update.', removed: 'When you close the tab.' },
  { name: FORGERY_COOKIE, place: 'Cookie', holds: 'A random value set by our server.', why: 'Protects your account against cross-site request forgery: the app sends it back with each request, proving the request came from this app.', removed: 'When you close your browser.' },
];

const PLACE_COLORS: Record<Place, string> = { 'Local storage': 'blue', 'Session storage': 'cyan', Cookie: 'gold' };

const NOTES: PolicyBlock[] = [
  {
    title: 'What we do not store',
    body: [
      {
        list: [
          'No advertising, analytics or tracking cookies, and nothing from third parties.',
          'No passwords: only the sign-in tokens, which expire and are replaced regularly.',
          "Nothing about your children: their information stays on the centre's server and is loaded when you need it.",
        ],
      },
    ],
  },
  {
    title: 'Clearing it',
    body: [
      "Logging out removes your user and any impersonation backup. Your browser's settings can clear everything the app stored on this device at any time; the app then starts fresh, light theme and default settings included.",
      'On a shared computer, always log out when you are done.',
    ],
  },
];

function PlaceTag({ place }: { place: Place }) {
  return <Tag color={PLACE_COLORS[place]}>{place}</Tag>;
}

/** Desktop and tablet: one row per item. */
function StoredItemsTable() {
  return (
    <Table<StoredItem>
      rowKey="name"
      dataSource={ITEMS}
      pagination={false}
      columns={[
        { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
        { title: 'Kept in', dataIndex: 'place', render: (place: Place) => <PlaceTag place={place} /> },
        { title: 'What it holds', dataIndex: 'holds' },
        { title: 'Why', dataIndex: 'why' },
        { title: 'Removed', dataIndex: 'removed' },
      ]}
    />
  );
}

const DETAILS: { key: 'holds' | 'why' | 'removed'; label: string }[] = [
  { key: 'holds', label: 'What it holds' },
  { key: 'why', label: 'Why' },
  { key: 'removed', label: 'Removed' },
];

/** Phone: one card per item, so nothing hides behind a sideways scroll. */
function StoredItemCards() {
  return (
    <Flex vertical gap={12}>
      {ITEMS.map((item) => (
        <Panel key={item.name} size="small" title={<Typography.Text code>{item.name}</Typography.Text>} extra={<PlaceTag place={item.place} />}>
          <Flex vertical gap={8}>
            {DETAILS.map(({ key, label }) => (
              <div key={key}>
                <Typography.Text type="secondary">{label}</Typography.Text>
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
  const screens = Grid.useBreakpoint();
  return (
    <PublicPage title="Storage policy">
      <Hero
        icon={mdiCookieOutline}
        title="Storage policy"
        lead="The app keeps a few things in your browser so it can keep you signed in and remember your choices. Here is every one of them."
      />
      <Section title="What the app keeps in your browser">
        {screens.md ? <StoredItemsTable /> : <StoredItemCards />}
      </Section>
      <PolicyText effective="22 November 2026" blocks={NOTES} />
    </PublicPage>
  );
}
