import { Button, Flex, Select, Tag, Tooltip } from 'antd';
import { mdiClose } from '@mdi/js';
import type { RoleEntryDto } from '@daycare/api-client';
import type { RoleCode } from '@daycare/shared';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';
import { roleDescription, roleLabel } from './role-words';

export interface RoleEditorProps {
  /** Whose roles these are, for the controls' names. */
  who: string;
  held: RoleCode[];
  catalogue: RoleEntryDto[];
  busy?: boolean;
  onAdd: (code: RoleCode) => void;
  onRemove: (code: RoleCode) => void;
}

/** A user's roles as tags, each with a remove button, and a picker of the roles they do not hold yet. */
export function RoleEditor({ who, held, catalogue, busy, onAdd, onRemove }: RoleEditorProps) {
  const t = useT();
  const addable = catalogue.filter((entry) => !held.includes(entry.code));
  return (
    <Flex wrap gap={4} align="center">
      {held.map((code) => {
        const label = roleLabel(code);
        return (
          <Tooltip key={code} title={roleDescription(code)}>
            <Tag style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
              {label}
              <Button
                type="text"
                size="small"
                aria-label={t('userRoles.removeRole', { role: label, name: who })}
                disabled={busy}
                icon={<Mdi path={mdiClose} size={0.55} />}
                onClick={() => onRemove(code)}
                style={{ height: 18, width: 18, minWidth: 18, marginInlineStart: 2 }}
              />
            </Tag>
          </Tooltip>
        );
      })}
      {addable.length > 0 && (
        <Select<RoleCode>
          size="small"
          showSearch
          placeholder={t('userRoles.addRole')}
          aria-label={t('userRoles.addRoleTo', { name: who })}
          value={null}
          disabled={busy}
          options={addable.map((entry) => ({ value: entry.code, label: roleLabel(entry.code) }))}
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          onChange={onAdd}
          style={{ minWidth: 130 }}
        />
      )}
    </Flex>
  );
}
