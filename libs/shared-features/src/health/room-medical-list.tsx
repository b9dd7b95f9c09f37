// A room's allergies and medical list, ready to print for the room's wall and the inspector.
import { Button, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { type HealthAllergyDto, type HealthChildDto, useMedicalRoomHealthListQuery } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { useT } from './i18n';

const SEVERITY_COLOR = { severe: 'error', moderate: 'warning', mild: 'default' } as const;

/** The family's allergy note, unless it only names the allergies already listed. */
function notesAddSomething({ allergyNotes, allergies }: HealthChildDto): boolean {
  if (!allergyNotes) return false;
  const listed = new Set(allergies.map((allergy) => allergy.label.trim().toLowerCase()));
  return allergyNotes.split(/[,;]/).some((part) => !listed.has(part.trim().toLowerCase()));
}

/** A child with something the room watches for. */
const hasSomething = (child: HealthChildDto) =>
  child.allergies.length > 0 || !!child.allergyNotes || !!child.dietaryNeeds || !!child.conditions || child.medications.length > 0;

function Allergies({ child }: { child: HealthChildDto }) {
  const t = useT();
  const tag = (allergy: HealthAllergyDto) => (
    <Tag key={allergy.label} color={SEVERITY_COLOR[allergy.severity]} title={allergy.reaction ? t('medical.reaction', { reaction: allergy.reaction }) : undefined}>
      {t('medical.allergy', { label: allergy.label, severity: t(`medical.severity.${allergy.severity}`) })}
    </Tag>
  );
  return (
    <Flex vertical gap={4}>
      {child.allergies.length > 0 && <Flex gap={4} wrap>{child.allergies.map(tag)}</Flex>}
      {child.allergies.filter((allergy) => allergy.reaction).map((allergy) => (
        <Typography.Text key={allergy.label} type="secondary">{allergy.label}: {allergy.reaction}</Typography.Text>
      ))}
      {notesAddSomething(child) && <Typography.Text>{child.allergyNotes}</Typography.Text>}
    </Flex>
  );
}

/** One child's card: kept on one sheet when printed. */
function ChildHealth({ child }: { child: HealthChildDto }) {
  const t = useT();
  const medications = child.medications.map((medication) => (
    <Typography.Text key={medication.id} style={{ display: 'block' }}>{medication.instructions ? `${medication.label}: ${medication.instructions}` : medication.label}</Typography.Text>
  ));
  const items = [
    child.allergies.length > 0 || child.allergyNotes ? { key: 'allergies', label: t('medical.allergies'), children: <Allergies child={child} /> } : null,
    child.dietaryNeeds ? { key: 'diet', label: t('medical.diet'), children: child.dietaryNeeds } : null,
    child.conditions ? { key: 'conditions', label: t('medical.conditions'), children: child.conditions } : null,
    medications.length ? { key: 'medications', label: t('medical.medications'), children: medications } : null,
  ].filter((item) => item !== null);
  return (
    <li style={{ breakInside: 'avoid' }}>
      <Descriptions size="small" bordered column={1} title={child.child.label} items={items} />
    </li>
  );
}

/** The room's children with allergies, diet, conditions or ongoing medication; the others are counted. */
export function RoomMedicalList({ roomId }: { roomId: number }) {
  const t = useT();
  const list = useMedicalRoomHealthListQuery({ roomId });
  if (!list.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const watched = list.data.children.filter(hasSomething);
  const others = list.data.children.length - watched.length;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('medical.title', { room: list.data.room.label })}</Typography.Title>
          <Typography.Text type="secondary">{t('medical.printedOn', { day: formatDate(new Date(), 'long') })}</Typography.Text>
        </Flex>
        <Button onClick={() => window.print()} className="no-print">{t('medical.print')}</Button>
      </Flex>
      {watched.length ? (
        <Flex component="ul" vertical gap={8} aria-label={t('medical.title', { room: list.data.room.label })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {watched.map((child) => <ChildHealth key={child.child.id} child={child} />)}
        </Flex>
      ) : (
        <Empty description={t('medical.nothing')} />
      )}
      {others > 0 && watched.length > 0 && <Typography.Text type="secondary">{t('medical.others', { count: others })}</Typography.Text>}
    </Flex>
  );
}
