export { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from './archive-registry';
export { FamilyArchiveModule } from './family-archive.module';
export { RecordsArchiveContributor } from './records-archive-contributor';
