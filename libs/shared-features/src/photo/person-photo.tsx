import { useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { enhancedApi, photoChanged } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch, type AppDispatch } from '@daycare/store';
import { PersonAvatar } from '../contacts/contact-display';
import { FormError } from '../form-error';
import { useT } from '../i18n';
import { PhotoPicker, PhotoPreview } from './photo-picker';
import { photoProblem, uploadPhoto, type PhotoOwnerKind, type UploadError } from './upload-photo';

export interface PhotoOwner {
  kind: PhotoOwnerKind;
  id: number;
}

/** A cheap read of the owner first: it renews a session whose access token has expired, which the upload cannot. */
async function renewSession(dispatch: AppDispatch, owner: PhotoOwner): Promise<void> {
  const { endpoints } = enhancedApi;
  const options = { subscribe: false, forceRefetch: true };
  if (owner.kind === 'child') await dispatch(endpoints.childById.initiate({ childId: owner.id }, options));
  else if (owner.kind === 'guardian') await dispatch(endpoints.guardianById.initiate({ guardianId: owner.id }, options));
  else if (owner.kind === 'contact') await dispatch(endpoints.contactById.initiate({ contactId: owner.id }, options));
  else await dispatch(endpoints.staffById.initiate({ staffId: owner.id }, options));
}

function ChangePhotoDialog({ owner, label, onClose }: { owner: PhotoOwner; label: string; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const problem = file ? photoProblem(file) : null;
  const sending = percent !== null;

  const pick = (picked: File) => {
    setFile(picked);
    setError(null);
  };
  const send = async () => {
    if (!file || problem) return;
    setError(null);
    setPercent(0);
    try {
      await renewSession(dispatch, owner);
      await uploadPhoto({ ownerKind: owner.kind, ownerId: owner.id, file }, setPercent);
      dispatch(enhancedApi.util.invalidateTags([...photoChanged({ ownerKind: owner.kind, ownerId: owner.id })]));
      dispatch(showSnackbar({ text: t('photo.uploaded', { name: label }), color: THEME_COLORS.light.success }));
      onClose();
    } catch (failure) {
      setError(failure as UploadError);
      setPercent(null);
    }
  };

  return (
    <Modal open title={t('photo.title', { name: label })} onCancel={onClose} mask={{ closable: !sending }} closable={!sending}
      okText={t('photo.upload')} cancelText={t('photo.cancel')} onOk={() => void send()}
      okButtonProps={{ disabled: !file || !!problem, loading: sending }} cancelButtonProps={{ disabled: sending }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('photo.help')}</Typography.Text>
        <PhotoPicker onPick={pick} chosen={!!file} />
        {file && !problem && <PhotoPreview file={file} name={label} />}
        {problem && <Alert type="error" showIcon role="alert" title={t(`photo.${problem}`)} />}
        {sending && <Progress percent={percent} aria-label={t('photo.uploading')} />}
        <FormError error={error} flush />
      </Flex>
    </Modal>
  );
}

/**
 * A person's photo (their initials when there is none), with "Change photo" for those the gateway
 * lets change the record: take or choose a picture, see it, send it with its progress.
 */
export function PersonPhoto({ owner, label, photoUrl, canChange, size = 64 }: {
  owner: PhotoOwner; label: string; photoUrl: string | null | undefined; canChange: boolean; size?: number;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={4} align="center" style={{ flex: 'none' }}>
      <PersonAvatar label={label} photoUrl={photoUrl ?? null} size={size} />
      {canChange && (
        <Button type="link" size="small" onClick={() => setOpen(true)} aria-label={t('photo.changeFor', { name: label })} style={{ minHeight: 24 }}>
          {t('photo.change')}
        </Button>
      )}
      {open && <ChangePhotoDialog owner={owner} label={label} onClose={() => setOpen(false)} />}
    </Flex>
  );
}
