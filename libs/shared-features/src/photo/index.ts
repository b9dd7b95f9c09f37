export { PersonPhoto, type PhotoOwner } from './person-photo';
export { PhotoPicker, PhotoPreview } from './photo-picker';
export { MAX_PHOTO_BYTES, photoProblem, uploadPhoto, type PhotoOwnerKind, type PhotoUpload, type UploadError } from './upload-photo';
