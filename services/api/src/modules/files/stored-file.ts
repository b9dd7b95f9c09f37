/** Whose file it is; the owner's access rules decide who reaches it. */
export const OWNER_KINDS = ['child', 'guardian', 'contact', 'staff'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** A person's photo, or a photo of an incident report (owned by the child). */
export type FilePurpose = 'photo' | 'incident' | 'daily-entry';

/** One stored rendition of a file: where its bytes are and how big it is. */
export interface StoredVariant {
  key: string;
  bytes: number;
  width?: number;
  height?: number;
}

/** A file's renditions by name ('thumbnail', 'display', 'original'...), all of one content type. */
export type StoredVariants = Record<string, StoredVariant>;

export interface NewStoredFile {
  daycareId: number;
  ownerKind: OwnerKind;
  ownerId: number;
  purpose: FilePurpose;
  contentType: string;
  variants: StoredVariants;
  originalBytes: number;
  createdBy: number | null;
}
