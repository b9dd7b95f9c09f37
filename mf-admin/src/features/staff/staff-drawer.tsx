import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Grid, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useStaffByIdQuery, type CertificationKind, type StaffRecordDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { PersonPhoto } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { CertificationDialog, EmploymentDialog } from './staff-dialogs';
import { CertificationTag, RoleTags, staffHoursPath, staffRoomPath, useEmploymentText } from './staff-helpers';

type Dialog = { kind: 'employment' } | { kind: 'certification'; certification: CertificationKind } | null;

/** A link as tall as a touch target, so neighbouring links are easy to tell apart. */
const TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

function Certifications({ staff, onEdit }: { staff: StaffRecordDto; onEdit?: (kind: CertificationKind) => void }) {
  const t = useT();
  return (
    <Flex vertical gap={8}>
      {staff.certifications.map((certification) => (
        <Flex key={certification.kind} justify="space-between" align="center" gap={8} wrap>
          <Flex vertical>
            <CertificationTag certification={certification} />
            {certification.issuedOn && <Typography.Text type="secondary">{t('staff.certification.issued', { date: formatDate(certification.issuedOn) })}</Typography.Text>}
          </Flex>
          {onEdit && (
            <Button size="small" onClick={() => onEdit(certification.kind)} aria-label={t('staff.certification.edit', { kind: t(`staff.kinds.${certification.kind}`), name: staff.label })}>
              {t('common.edit')}
            </Button>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** The record; directors get an Edit button beside the employment dates and each certification. */
function StaffRecord({ staff, editable }: { staff: StaffRecordDto; editable: boolean }) {
  const t = useT();
  const employment = useEmploymentText();
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <PersonPhoto owner={{ kind: 'staff', id: staff.id }} label={staff.label} photoUrl={staff.photoUrl} canChange={editable} size={48} />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{staff.label}</Typography.Title>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('staff.fields.email')}>{staff.email}</Descriptions.Item>
        <Descriptions.Item label={t('staff.fields.phone')}>{staff.phone ?? t('common.none')}</Descriptions.Item>
        <Descriptions.Item label={t('staff.fields.room')}>
          <Link to={staffRoomPath(staff.id)} style={TARGET}>{staff.room?.label ?? t('staff.noRoom')}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.fields.roles')}>{staff.roles.length ? <RoleTags roles={staff.roles} /> : t('common.none')}</Descriptions.Item>
        <Descriptions.Item label={t('staff.fields.employment')}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <span>{employment(staff.startedOn, staff.endedOn) || t('common.none')}</span>
            {editable && (
              <Button size="small" onClick={() => setDialog({ kind: 'employment' })} aria-label={t('staff.employment.edit', { name: staff.label })}>{t('common.edit')}</Button>
            )}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.fields.certifications')}>
          <Certifications staff={staff} onEdit={editable ? (certification) => setDialog({ kind: 'certification', certification }) : undefined} />
        </Descriptions.Item>
      </Descriptions>
      <p style={{ marginTop: 16 }}>
        <Link to={staffHoursPath(staff.id)} style={TARGET}>{t('staff.hours')}</Link>
      </p>
      {dialog?.kind === 'employment' && <EmploymentDialog staff={staff} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'certification' && <CertificationDialog staff={staff} kind={dialog.certification} onClose={() => setDialog(null)} />}
    </>
  );
}

/** A staff member's record as it loads: contact, room, roles, employment and certifications. */
export function StaffRecordView({ staffId, editable }: { staffId: number; editable: boolean }) {
  const t = useT();
  const record = useStaffByIdQuery({ staffId });
  if (record.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!record.data) return <Result status="warning" title={t('staff.notFound')} />;
  return <StaffRecord staff={record.data} editable={editable} />;
}

/** A staff member's record beside the list, for a director to edit. */
export function StaffDrawer({ staffId, onClose }: { staffId: number; onClose: () => void }) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open onClose={onClose} title={t('staff.record')} size={screens.md ? 520 : '100%'} closable={{ 'aria-label': t('staff.close') }}>
      <StaffRecordView staffId={staffId} editable />
    </Drawer>
  );
}
