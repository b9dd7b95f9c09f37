import { useState } from 'react';
import { Alert, Button, Flex, Form, Progress, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { enhancedApi, useChildByIdQuery } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import {
  FormError, PhotoPicker, PhotoPreview, RoutePage, TAP_LINK, photoProblem, positiveInteger, uploadPhoto, useRouteParams, type UploadError,
} from '@daycare/shared-features';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { ChildAvatar, childPath } from '../children/child-helpers';
import { ChildSelect } from '../children/child-select';
import { IMAGE_UPLOAD_ROUTE, imageUploadPath } from './image-paths';

/** A new photo for a child: choose the child, take or choose the photo, check it, send it (/images/upload/:childId?). */
export default function ImageUploadPage() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const childId = positiveInteger(useRouteParams(IMAGE_UPLOAD_ROUTE).childId);
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = record.data;
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const problem = file ? photoProblem(file) : null;

  const pick = (picked: File) => {
    setFile(picked);
    setError(null);
  };

  const send = async () => {
    if (!child || !file) return;
    setError(null);
    setPercent(0);
    try {
      // A fresh read first: it renews a session whose access token has expired, which the upload cannot.
      await record.refetch();
      await uploadPhoto({ ownerKind: 'child', ownerId: child.id, file }, setPercent);
      dispatch(enhancedApi.util.invalidateTags([{ type: 'Children', id: child.id }, { type: 'Children', id: 'LIST' }]));
      dispatch(showSnackbar({ text: t('images.uploaded', { name: child.label }), color: THEME_COLORS.light.success }));
      void navigate(childPath(child.id));
    } catch (failure) {
      setError(failure as UploadError);
      setPercent(null);
    }
  };

  const sending = percent !== null;
  return (
    <RoutePage path={IMAGE_UPLOAD_ROUTE}>
      <Form layout="vertical" aria-label={t('images.form')} style={{ maxWidth: 560 }} disabled={sending} onFinish={() => void send()}>
        <Form.Item label={t('images.child')} htmlFor="image-child">
          <ChildSelect id="image-child" child={child} onChoose={(id) => void navigate(imageUploadPath(id), { replace: true })} style={{ width: '100%' }} />
        </Form.Item>
        {record.isError && <FormError error={record.error} />}
        {!childId && <Typography.Paragraph type="secondary">{t('images.chooseChildFirst')}</Typography.Paragraph>}
        {child && (
          <>
            <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
              <ChildAvatar child={child} size={64} />
              <Typography.Text>{t('images.current', { name: child.label })}</Typography.Text>
            </Flex>
            <Form.Item label={t('images.form')} extra={t('images.help')}>
              <PhotoPicker onPick={pick} chosen={!!file} />
            </Form.Item>
            {file && !problem && (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                <PhotoPreview file={file} name={child.label} />
              </Flex>
            )}
            {problem && <Alert type="error" showIcon role="alert" title={t(`images.${problem}`)} style={{ marginBottom: 16 }} />}
            {sending && <Progress percent={percent} aria-label={t('images.uploading')} style={{ marginBottom: 16 }} />}
            <FormError error={error} />
            <Flex gap={8} wrap align="center">
              <Button type="primary" htmlType="submit" disabled={!file || !!problem} loading={sending}>{t('images.upload')}</Button>
              <Link to={childPath(child.id)} style={TAP_LINK}>{t('common.cancel')}</Link>
            </Flex>
          </>
        )}
      </Form>
    </RoutePage>
  );
}
