import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { useT } from '../i18n';

/** Phones and tablets, where a second button opens the camera directly. */
const hasTouchCamera = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** Take a photo (phones) or choose one; nothing is sent until the person confirms. */
export function PhotoPicker({ onPick, chosen }: { onPick: (file: File) => void; chosen: boolean }) {
  const t = useT();
  const pick = (file: File) => {
    onPick(file);
    return false;
  };
  return (
    <Flex gap={8} wrap>
      {hasTouchCamera() && (
        <Upload accept="image/*" capture="environment" showUploadList={false} beforeUpload={pick}>
          <Button>{t('photo.take')}</Button>
        </Upload>
      )}
      <Upload accept="image/*" showUploadList={false} beforeUpload={pick}>
        <Button>{chosen ? t('photo.chooseAnother') : t('photo.choose')}</Button>
      </Upload>
    </Flex>
  );
}

/** The chosen file shown before it is sent; a format the browser cannot draw (HEIC) is named instead. */
export function PhotoPreview({ file, name }: { file: File; name: string }) {
  const t = useT();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [unreadable, setUnreadable] = useState<File>();
  if (unreadable === file) return <Typography.Text type="secondary">{t('photo.noPreview', { file: file.name })}</Typography.Text>;
  return <img src={url} alt={t('photo.preview', { name })} onError={() => setUnreadable(file)} style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 8 }} />;
}
