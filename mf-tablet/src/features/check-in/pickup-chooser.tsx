import { Alert, Avatar, Button, Flex, Form, Input, Skeleton, Tag, Typography, theme } from 'antd';
import { mdiAccountQuestion } from '@mdi/js';
import type { NeverReleaseDto, PickupPersonDto } from '@daycare/api-client';
import { usePickupRelationText } from '@daycare/shared-features';
import { Mdi, Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { neverReleaseMatch, type OtherPickup, type PickupChoice } from './pickup';

const PERSON_BUTTON = { height: 'auto', minHeight: 96, minWidth: 200, padding: '12px 20px', justifyContent: 'flex-start' } as const;

function labelInitials(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

function PersonButton({ person, blocked, onChoose }: { person: PickupPersonDto; blocked: boolean; onChoose: () => void }) {
  const { token } = theme.useToken();
  const t = useT();
  const relation = usePickupRelationText()(person);
  return (
    <Button size="large" danger={blocked} disabled={blocked} onClick={onChoose} style={PERSON_BUTTON} aria-label={t('pickup.choosePerson', { name: person.label, relation })}>
      <Flex gap={16} align="center">
        <Avatar size={64} src={person.photoUrl ?? undefined} alt="" style={{ background: token.colorPrimary, fontSize: 24, flex: 'none' }}>
          {labelInitials(person.label)}
        </Avatar>
        <Flex vertical align="flex-start">
          <Typography.Text strong style={{ fontSize: 20 }}>{person.label}</Typography.Text>
          <Typography.Text type="secondary">{blocked ? t('pickup.blocked') : relation}</Typography.Text>
        </Flex>
      </Flex>
    </Button>
  );
}

/** "Who is picking up?": the child's authorised people as big photo buttons, and "Someone else". */
export function PickupChooser({ childName, people, neverRelease, loading, failed, onRetry, onChoose }: {
  childName: string;
  people: readonly PickupPersonDto[];
  neverRelease: readonly NeverReleaseDto[];
  loading: boolean;
  /** The list could not be loaded: say so rather than offer only "Someone else". */
  failed: boolean;
  onRetry: () => void;
  onChoose: (choice: PickupChoice) => void;
}) {
  const t = useT();
  return (
    <Panel>
      <Flex vertical gap={16} role="group" aria-label={t('pickup.question', { name: childName })}>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('pickup.question', { name: childName })}</Typography.Title>
        {failed && (
          <Alert
            type="error"
            showIcon
            title={t('pickup.listFailed')}
            action={<Button size="large" onClick={onRetry}>{t('pickup.retry')}</Button>}
          />
        )}
        {loading ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : (
          <Flex gap={12} wrap>
            {people.map((person) => (
              <PersonButton
                key={`${person.kind}-${person.id}`}
                person={person}
                blocked={Boolean(neverReleaseMatch(person.label, neverRelease))}
                onChoose={() => onChoose({ kind: 'listed', person })}
              />
            ))}
            <Button size="large" onClick={() => onChoose({ kind: 'other' })} style={PERSON_BUTTON} icon={<Mdi path={mdiAccountQuestion} size={1.6} />}>
              <Flex vertical align="flex-start">
                <Typography.Text strong style={{ fontSize: 20 }}>{t('pickup.someoneElse')}</Typography.Text>
                <Typography.Text type="secondary">{t('pickup.someoneElseHint')}</Typography.Text>
              </Flex>
            </Button>
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}

/** Who was chosen, with the way back to the choice. */
export function ChosenPickup({ choice, onChange }: { choice: PickupChoice; onChange: () => void }) {
  const t = useT();
  return (
    <Flex gap={12} align="center" wrap>
      <Typography.Text style={{ fontSize: 18 }}>
        {choice.kind === 'listed' ? t('pickup.pickedUpBy', { name: choice.person.label }) : t('pickup.someoneElse')}
      </Typography.Text>
      {choice.kind === 'other' && <Tag color="warning">{t('pickup.needsStaffPin')}</Tag>}
      <Button size="large" onClick={onChange} style={{ minHeight: 48 }}>{t('pickup.change')}</Button>
    </Flex>
  );
}

/** The name and reason of someone not on the list; a never-release name is refused here already. */
export function OtherPickupForm({ value, neverRelease, onChange }: { value: OtherPickup; neverRelease: readonly NeverReleaseDto[]; onChange: (value: OtherPickup) => void }) {
  const t = useT();
  const blocked = neverReleaseMatch(value.name, neverRelease);
  return (
    <Form layout="vertical" component="div" requiredMark>
      <Form.Item label={t('pickup.name')} htmlFor="pickup-name" required>
        <Input id="pickup-name" size="large" maxLength={200} autoComplete="off" value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} />
      </Form.Item>
      {blocked && <Alert type="error" showIcon role="alert" title={t('pickup.blockedName', { name: blocked.name })} description={blocked.description} style={{ marginBottom: 16 }} />}
      <Form.Item label={t('pickup.reason')} htmlFor="pickup-reason" required>
        <Input.TextArea id="pickup-reason" size="large" maxLength={500} rows={2} placeholder={t('pickup.reasonPlaceholder')} value={value.reason} onChange={(event) => onChange({ ...value, reason: event.target.value })} />
      </Form.Item>
    </Form>
  );
}
