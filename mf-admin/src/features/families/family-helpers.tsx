import { Button, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { FormError, downloadFamilyArchive, TAP_LINK, useDownload } from '@daycare/shared-features';
import { useT } from '../../i18n';

export const FAMILY_ROUTES = {
  changeCenter: '/family/change-center/:familyId',
  archive: '/family/archive/:familyId',
} as const;

export const changeCenterPath = (familyId: number) => `/family/change-center/${familyId}`;
export const familyArchivePath = (familyId: number) => `/family/archive/${familyId}`;

export function FamilyNotFound() {
  const t = useT();
  return <Result status="404" title={t('families.notFound')} extra={<Link to="/children" style={TAP_LINK}>{t('families.toChildren')}</Link>} />;
}

/** "Download the family's archive", with what the server answered when it refused. */
export function DownloadArchiveButton({ familyId }: { familyId: number }) {
  const t = useT();
  const { start, busy, error } = useDownload(() => downloadFamilyArchive(familyId));
  return (
    <Flex vertical gap={8} align="start">
      <Button loading={busy} onClick={start}>{t('families.download')}</Button>
      <FormError error={error} />
    </Flex>
  );
}

/** The family's actions on a child's record: move it to another centre, withdraw it, its archive. */
export function FamilyActions({ familyId }: { familyId: number }) {
  const t = useT();
  return (
    <Flex gap={16} wrap>
      <Link to={changeCenterPath(familyId)} style={TAP_LINK}>{t('families.changeCenterLink')}</Link>
      <Link to={familyArchivePath(familyId)} style={TAP_LINK}>{t('families.archiveLink')}</Link>
    </Flex>
  );
}
