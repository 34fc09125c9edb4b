/** "1.4 MB", "820 KB", "512 B" (1 KB = 1024 bytes, like the 10 MB limit). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file's name without its post folder. */
export function imageFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
