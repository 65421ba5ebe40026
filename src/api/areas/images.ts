import type { ApiArea } from './area';

// Photo uploads: the menu editor sends them with XMLHttpRequest for its progress
// (features/manage/menu/upload-image.ts), and <img> loads them; nothing to set here.
export const imagesArea: ApiArea = {};
