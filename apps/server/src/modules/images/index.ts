export { registerImageRoutes } from './images.routes';
export { findUsableImageHashes } from './images.service';
