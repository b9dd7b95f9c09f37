export * from './dto/people-search.dto';
export { SearchModule } from './search.module';
