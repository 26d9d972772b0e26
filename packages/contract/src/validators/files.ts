/** Readable size for the `{max}` of `validation.fileTooLarge`: limits are configured in bytes,
 * people read megabytes. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** The form of the addresses UpLoadFile answers (plain, as records keep them: the server takes
 * a signature off before it checks a body, and also checks the file is one the caller may see). */
export const UPLOADED_ADDRESS = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{8,64}\.[a-z0-9]{1,8}$/;

/** Whether a value is the address of a file uploaded here: never an outside (`https://`, `//host`)
 * or script (`javascript:`) address. */
export const isUploadedAddress = (v: string) => UPLOADED_ADDRESS.test(v);
