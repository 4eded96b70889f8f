export * from './collection-book';
