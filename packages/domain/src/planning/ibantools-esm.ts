/**
 * ibantools 4.5.3 points Node at a CommonJS build inside a "type": "module" package, which Node and
 * tsx cannot load (github.com/Simplify/ibantools/issues/672). Its ESM build works everywhere, so it is
 * imported by path; the types are the package's own.
 */
/// <reference path="./ibantools-esm.d.ts" />
export {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidBIC,
  isValidIBAN,
} from 'ibantools/jsnext/ibantools.js';
