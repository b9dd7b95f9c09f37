import { SetMetadata } from '@nestjs/common';

export const READ_ONLY_POST = 'read-only-post';

/** A POST that only reads (its query does not fit a URL): it changes nothing, so the audit log does not list it. */
export const ReadOnlyPost = () => SetMetadata(READ_ONLY_POST, true);
