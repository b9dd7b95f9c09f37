/** The photo upload page, for one child or to choose one. */
export const IMAGE_UPLOAD_ROUTE = '/images/upload/:childId?';

export const imageUploadPath = (childId: number) => `/images/upload/${childId}`;
