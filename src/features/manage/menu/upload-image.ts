import { API_BASE_URL } from '../../../api/base-query';
import { getAccessToken } from '../../../api/token-storage';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export type UploadFailure = 'tooLarge' | 'notAnImage' | 'failed';

/**
 * Uploads a photo (uploadImage) with XMLHttpRequest, which reports progress (fetch does not): the
 * fraction sent goes to `onProgress`. Resolves with the image's URL; rejects with why.
 */
export function uploadPhoto(
  providerId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  if (file.size > MAX_PHOTO_BYTES) return Promise.reject<string>('tooLarge' satisfies UploadFailure);
  if (!PHOTO_TYPES.includes(file.type)) return Promise.reject<string>('notAnImage' satisfies UploadFailure);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}/manage/places/${providerId}/images`);
    request.setRequestHeader('content-type', file.type);
    const token = getAccessToken();
    if (token) request.setRequestHeader('x-auth-token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve((JSON.parse(request.responseText) as { data: { url: string } }).data.url);
      } else if (request.status === 413) reject('tooLarge' satisfies UploadFailure);
      else if (request.status === 400 || request.status === 415) reject('notAnImage' satisfies UploadFailure);
      else reject('failed' satisfies UploadFailure);
    };
    request.onerror = () => reject('failed' satisfies UploadFailure);
    request.send(file);
  });
}
