/**
 * What a content file may be (its size and type), shared by the form, which checks
 * the name and declared type before anything is sent, and the server, which checks the real content.
 */
import { defineMessages } from '../i18n/languages';
import { textRuleProblem } from '../text-rules';

/** Why a file is uploaded: it decides the size limit and the types allowed. */
export const UPLOAD_KINDS = ['video', 'pdf', 'asset'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  video: 300 * MB,
  pdf: 100 * MB,
  asset: 100 * MB,
};

export const UPLOAD_MESSAGES = defineMessages({
  videoTooLarge: 'Video file must be less than 300MB',
  videoType: 'Only MP4, AVI, MOV, and WMV video files are allowed',
  // The asset and pdf limit says "Video" too: the message people already know, kept word for word.
  fileTooLarge: 'Video file must be less than 100MB',
  pdfType: 'Only PDF files are allowed',
  assetType: 'This file type is not allowed for a lesson asset',
  notAFile: 'Error: File is not an instance of File',
  fileNameInvalid:
    'File name is not allowed: use a plain name without folders, control or invisible characters',
  kindInvalid: 'Upload kind must be video, pdf or asset',
  idInvalid: 'Upload id must be a UUID',
  idTaken: 'This upload id is already in use',
  notFound: 'Upload not found',
  notOwner: 'This upload belongs to another user',
  notFinished: 'The file has not finished uploading',
  uploadFailed: 'Failed to upload file',
  uploadsFailed: 'Failed to upload files',
  uploaded: 'File uploaded successfully',
} as const);

/** The message for a file over its kind's limit. */
export const tooLargeMessage = (kind: UploadKind): string =>
  kind === 'video' ? UPLOAD_MESSAGES.videoTooLarge : UPLOAD_MESSAGES.fileTooLarge;

/** The message for a file whose type its kind does not allow. */
export const wrongTypeMessage = (kind: UploadKind): string =>
  ({ video: UPLOAD_MESSAGES.videoType, pdf: UPLOAD_MESSAGES.pdfType, asset: UPLOAD_MESSAGES.assetType })[
    kind
  ];

/**
 * Types each kind allows, as `file-type` names them from the content. Videos: MP4, AVI, MOV, WMV
 * (WMV is an ASF container). Assets: what a VR chapter bundles (models, images, sound, archives).
 */
export const ALLOWED_TYPES: Record<UploadKind, readonly string[]> = {
  video: [
    'video/mp4',
    'video/vnd.avi',
    'video/x-msvideo',
    'video/quicktime',
    'video/x-ms-asf',
    'video/x-ms-wmv',
  ],
  pdf: ['application/pdf'],
  asset: [
    'model/gltf-binary',
    'application/zip',
    'image/png',
    'image/jpeg',
    'image/webp',
    'audio/mpeg',
    'audio/ogg',
    'audio/wav',
    'audio/x-wav',
    'audio/mp4',
    'application/pdf',
    'video/mp4',
  ],
};

/** File-name endings the pickers offer (`accept`), and the form checks before sending. */
export const ALLOWED_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  video: ['.mp4', '.avi', '.mov', '.wmv'],
  pdf: ['.pdf'],
  asset: ['.glb', '.zip', '.png', '.jpg', '.jpeg', '.webp', '.mp3', '.ogg', '.wav', '.m4a', '.pdf', '.mp4'],
};

const FOLDER_SEPARATOR = /[/\\]/;

/**
 * A file name as a person gave it: shown back, never used as a path on the server. It keeps the rules
 * every text keeps (no control or invisible character, so `abc\u202Egpj.exe` cannot pass for a picture).
 */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !FOLDER_SEPARATOR.test(name) &&
    textRuleProblem(name) === undefined &&
    name !== '.' &&
    name !== '..'
  );
}

/** The first problem with a chosen file, judged by its name and size, or null (the server judges its content). */
export function checkChosenFile(file: { name: string; size: number }, kind: UploadKind): string | null {
  if (!isSafeFileName(file.name)) return UPLOAD_MESSAGES.fileNameInvalid;
  const name = file.name.toLowerCase();
  if (!ALLOWED_EXTENSIONS[kind].some((ending) => name.endsWith(ending))) return wrongTypeMessage(kind);
  if (file.size > UPLOAD_LIMITS[kind]) return tooLargeMessage(kind);
  return null;
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (value: string): boolean => UPLOAD_ID.test(value);

/** Where an uploaded file is served, and the link a content record stores (relative to the API's origin). */
export const FILE_PATH_PREFIX = '/api/files/';

export const fileLinkOf = (uploadId: string): string => `${FILE_PATH_PREFIX}${uploadId}`;

/** The upload a stored link names, or null for any other link (an external URL). */
export function uploadIdOfLink(link: string | null | undefined): string | null {
  if (!link?.startsWith(FILE_PATH_PREFIX)) return null;
  const id = link.slice(FILE_PATH_PREFIX.length);
  return isUploadId(id) ? id : null;
}
