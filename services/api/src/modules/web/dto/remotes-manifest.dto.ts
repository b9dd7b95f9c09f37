import { ApiProperty } from '@nestjs/swagger';

export class RemoteEntryDto {
  @ApiProperty({
    description: 'Where the browser loads the remote from; the `v` query is a hash of the file, so a redeployed remote gets a new URL',
    example: '/remotes/admin/remoteEntry.js?v=3f9a0c1d2e4b',
  })
  entry: string;
}

/** Where each role app's remoteEntry.js is, for the shell to load at run time. */
export class RemotesManifestDto {
  @ApiProperty({ type: RemoteEntryDto })
  guardian: RemoteEntryDto;

  @ApiProperty({ type: RemoteEntryDto })
  admin: RemoteEntryDto;

  @ApiProperty({ type: RemoteEntryDto })
  tablet: RemoteEntryDto;

  @ApiProperty({ type: RemoteEntryDto })
  super: RemoteEntryDto;
}
