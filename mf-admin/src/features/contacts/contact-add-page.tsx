import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useChildListQuery } from '@daycare/api-client';
import { ContactAddPage, type FamilyChoiceProps } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { useDebounced } from '../children/children-query';

/** Chooses the family by the name of one of its children. */
function ChildChoice({ onChoose }: FamilyChoiceProps) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const children = useChildListQuery({ search: search || undefined, pageSize: 20 });
  return (
    <Flex vertical gap={8} style={{ maxWidth: 480 }}>
      <Typography.Paragraph>{t('contacts.add.chooseChildHelp')}</Typography.Paragraph>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setText }}
        aria-label={t('contacts.add.chooseChild')}
        placeholder={t('contacts.add.chooseChild')}
        loading={children.isFetching}
        options={(children.data?.items ?? []).map((child) => ({ value: child.id, label: child.label }))}
        onChange={onChoose}
      />
    </Flex>
  );
}

/** A new emergency contact or pick-up person for a family, chosen by one of its children (/contacts/add, ?childId= from a record). */
export default function AdminContactAddPage() {
  return <ContactAddPage FamilyChoice={ChildChoice} />;
}
