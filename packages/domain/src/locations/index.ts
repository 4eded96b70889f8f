export * from './location-rules';
