import { Alert, Flex } from 'antd';
import { mdiHandBackLeft } from '@mdi/js';
import type { NeverReleaseDto } from '@daycare/api-client';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

/** The people the child must never be released to, in red, each with their description. */
export function NeverReleaseWarning({ childName, entries }: { childName: string; entries: readonly NeverReleaseDto[] }) {
  const t = useT();
  if (!entries.length) return null;
  return (
    <Flex vertical gap={8} style={{ width: '100%', textAlign: 'left' }} data-testid="never-release">
      {entries.map((entry) => (
        <Alert
          key={entry.id}
          type="error"
          showIcon
          icon={<Mdi path={mdiHandBackLeft} size={1.1} />}
          title={t('pickup.neverRelease', { child: childName, name: entry.name })}
          description={entry.description}
          style={{ borderWidth: 2 }}
        />
      ))}
    </Flex>
  );
}
