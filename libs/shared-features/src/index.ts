// Pieces several apps share that read the store, the routes table or the API: the federation
// plumbing (route tables, standalone mounting, the providers), shared pages and route-aware links.
export * from './app-providers';
export * from './route-page';
export * from './standalone';
export * from './route-cards';
export * from './route-links';
export * from './may-open';
export * from './access-requests-page';
export * from './form-error';
export * from './route-params';
export * from './people';
export { downloadFamilyArchive } from './family-download';
export { downloadFile, type FileDownload } from './download-file';
export { useDownload } from './use-download';
export * from './contacts';
export * from './photo';
export * from './daily-report';
export * from './incidents';
export * from './illness';
export * from './health';
export * from './medication';
export * from './print-part';
// A guardian's record: its addresses, its parts' forms (one page for every part) and its labelled values.
export * from './people/guardian-routes';
export { GuardianUpdatePage, type GuardianUpdatePageProps } from './people/guardian-update-page';
export { useGuardianSections } from './people/guardian-sections';
export { EmailField, PersonNameFields, PhoneField } from './people/person-fields';
// One form shell for a part of any person's record: the record's name, the fields, save and cancel.
export { RecordForm, type RecordFormProps } from './people/record-form';
// What the record pages do alike: the tab the address names, and the one answer for a child, guardian
// or contact that is missing or not the reader's.
export { useRecordTab } from './people/record-tab';
export * from './people/record-not-found';
