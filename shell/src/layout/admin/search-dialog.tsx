import { useMemo, useState } from 'react';
import { Empty, Flex, Input, Modal, Typography, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import { mdiMagnify } from '@mdi/js';
import { SEARCH_DIALOG } from '@daycare/shared';
import { Mdi } from '@daycare/ui';
import { flatLinks, type ShownLink } from '../menu-entries';
import { useStaffMenuEntries } from './use-menu-entries';

function matching(links: ShownLink[], query: string): ShownLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return links.filter((link) => words.every((word) => link.key.toLowerCase().includes(word)));
}

/** Finds a page of the side menu by its title (section 2's search dialog). */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const entries = useStaffMenuEntries();
  const links = useMemo(() => flatLinks(entries), [entries]);
  const results = matching(links, query);
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
      title="Search"
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
        aria-label="Search the menu"
        placeholder="Search pages, e.g. invoices"
        prefix={<Mdi path={mdiMagnify} size={0.9} />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onPressEnter={openFirst}
      />
      {results.length === 0 ? (
        <Empty description={`No page matches "${query}"`} style={{ marginTop: token.marginXL }} />
      ) : (
        <nav aria-label="Search results">
          <Flex vertical gap={2} style={{ marginTop: token.margin }}>
            {results.map((link) => (
              <Link key={link.key} to={link.to} onClick={close} style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadius }}>
                <Typography.Text>{link.key}</Typography.Text>
              </Link>
            ))}
          </Flex>
        </nav>
      )}
    </Modal>
  );
}
