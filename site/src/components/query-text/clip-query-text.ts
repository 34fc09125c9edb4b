/** The text a box kept in the address shows for a value: its first `maxLength` characters. */
export function clipQueryText(value: string, maxLength: number): string {
  return value.slice(0, maxLength);
}
