import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useFamilyListQuery, type FamilyChoiceDto } from '@daycare/api-client';
import { useT } from '../../i18n';
import { useDebounced } from '../children/children-query';

function familyOption(family: FamilyChoiceDto) {
  const people = [...family.guardians, ...family.children].join(', ');
  return { value: family.id, label: people ? `${family.label} (${people})` : family.label };
}

/** Searches the centre's families by a guardian's or a child's name; a family named in the address comes first. */
export function FamilySelect({ preselected, ...props }: { preselected?: number; value?: number; onChange?: (id: number) => void; id?: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const families = useFamilyListQuery(search ? { search } : {});
  const options = useMemo(() => {
    const found = (families.data ?? []).map(familyOption);
    if (preselected && !found.some((option) => option.value === preselected)) found.unshift({ value: preselected, label: t('guardians.create.chosenFamily') });
    return found;
  }, [families.data, preselected, t]);
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setText }}
      aria-label={t('guardians.create.family')}
      placeholder={t('guardians.create.familySearch')}
      loading={families.isFetching}
      options={options}
      notFoundContent={families.isFetching ? null : t('guardians.create.noFamily')}
    />
  );
}
