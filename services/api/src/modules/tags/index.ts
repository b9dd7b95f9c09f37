export { TagsModule } from './tags.module';
export { TAG_NOT_FOUND, TagsService } from './tags.service';
