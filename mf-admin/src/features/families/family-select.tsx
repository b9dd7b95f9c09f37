import { useState } from 'react';
import { Select } from 'antd';
import { useFamilyListQuery, type FamilyChoiceDto } from '@daycare/api-client';
import { familyName } from '@daycare/i18n';
import { useT } from '../../i18n';
import { useDebounced } from '../children/children-query';

function familyOption(family: FamilyChoiceDto) {
  const people = [...family.guardians, ...family.children].join(', ');
  const name = familyName(family);
  return { value: family.id, label: people ? `${name} (${people})` : name };
}

interface FamilySelectProps {
  /** A family named in the address, listed first even when the first results do not hold it. */
  preselected?: number;
  /** What that family is called until the search finds it ("The sibling's family"). */
  preselectedLabel: string;
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
}

/** Searches the centre's families by a guardian's or a child's name. */
export function FamilySelect({ preselected, preselectedLabel, ...props }: FamilySelectProps) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const families = useFamilyListQuery(search ? { search } : {});
  const options = (families.data ?? []).map(familyOption);
  if (preselected && !options.some((option) => option.value === preselected)) options.unshift({ value: preselected, label: preselectedLabel });
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setText }}
      aria-label={t('families.select.label')}
      placeholder={t('families.select.search')}
      loading={families.isFetching}
      options={options}
      notFoundContent={families.isFetching ? null : t('families.select.none')}
    />
  );
}
