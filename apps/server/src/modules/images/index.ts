export { imageDownloadUrl } from './image.mapper';
export { registerImageRoutes } from './images.routes';
export { findPublicImageHashes, findUsableImageHashes } from './images.service';
