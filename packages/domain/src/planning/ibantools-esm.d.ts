declare module 'ibantools/jsnext/ibantools.js' {
  export * from 'ibantools';
}
