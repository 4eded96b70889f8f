export * from './qr-tool';
