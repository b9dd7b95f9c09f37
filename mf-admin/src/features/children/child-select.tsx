import { type CSSProperties, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useChildListQuery, type LabelledDto } from '@daycare/api-client';
import { useT } from '../../i18n';
import { useDebounced } from './children-query';

export interface ChildSelectProps {
  child?: LabelledDto;
  onChoose: (childId: number) => void;
  /** For a form label's `htmlFor`; without one, give `ariaLabel`. */
  id?: string;
  ariaLabel?: string;
  style?: CSSProperties;
}

/** Searches the centre's children by name; the chosen child stays among the options while another search runs. */
export function ChildSelect({ child, onChoose, id, ariaLabel, style }: ChildSelectProps) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const children = useChildListQuery({ ...(search ? { search } : {}), pageSize: 20 });
  const options = useMemo(() => {
    const found = (children.data?.items ?? []).map((item) => ({ value: item.id, label: item.label }));
    if (child && !found.some((option) => option.value === child.id)) found.unshift({ value: child.id, label: child.label });
    return found;
  }, [children.data, child]);
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      value={child?.id}
      onChange={onChoose}
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('children.childSearch')}
      loading={children.isFetching}
      options={options}
      notFoundContent={children.isFetching ? null : t('children.noChild')}
      style={style}
    />
  );
}
